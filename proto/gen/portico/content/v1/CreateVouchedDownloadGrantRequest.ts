// Original file: portico/content/v1/content.proto


export interface CreateVouchedDownloadGrantRequest {
  'tenant_id'?: (string);
  'file_id'?: (string);
  'user_id'?: (string);
}

export interface CreateVouchedDownloadGrantRequest__Output {
  'tenant_id': (string);
  'file_id': (string);
  'user_id': (string);
}
