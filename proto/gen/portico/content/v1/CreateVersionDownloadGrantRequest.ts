// Original file: portico/content/v1/content.proto


export interface CreateVersionDownloadGrantRequest {
  'file_id'?: (string);
  'version_id'?: (string);
}

export interface CreateVersionDownloadGrantRequest__Output {
  'file_id': (string);
  'version_id': (string);
}
