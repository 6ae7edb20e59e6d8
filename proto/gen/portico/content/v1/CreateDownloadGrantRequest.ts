// Original file: portico/content/v1/content.proto


export interface CreateDownloadGrantRequest {
  'id'?: (string);
}

export interface CreateDownloadGrantRequest__Output {
  'id': (string);
}
