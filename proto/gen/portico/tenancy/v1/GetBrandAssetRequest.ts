// Original file: portico/tenancy/v1/tenancy.proto


export interface GetBrandAssetRequest {
  'tenant_id'?: (string);
  'sha256'?: (string);
}

export interface GetBrandAssetRequest__Output {
  'tenant_id': (string);
  'sha256': (string);
}
