// Original file: portico/tenancy/v1/tenancy.proto


export interface BrandAsset {
  'content_type'?: (string);
  'data'?: (Buffer | Uint8Array | string);
}

export interface BrandAsset__Output {
  'content_type': (string);
  'data': (Buffer);
}
