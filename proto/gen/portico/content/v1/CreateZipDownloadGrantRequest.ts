// Original file: portico/content/v1/content.proto


export interface CreateZipDownloadGrantRequest {
  'ids'?: (string)[];
}

export interface CreateZipDownloadGrantRequest__Output {
  'ids': (string)[];
}
