// Original file: portico/tenancy/v1/tenancy.proto


export interface UploadBrandAssetRequest {
  'kind'?: (string);
  'data'?: (Buffer | Uint8Array | string);
}

export interface UploadBrandAssetRequest__Output {
  'kind': (string);
  'data': (Buffer);
}
