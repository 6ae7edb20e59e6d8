// Original file: portico/tenancy/v1/tenancy.proto


export interface GetBrandingRequest {
  'host'?: (string);
}

export interface GetBrandingRequest__Output {
  'host': (string);
}
