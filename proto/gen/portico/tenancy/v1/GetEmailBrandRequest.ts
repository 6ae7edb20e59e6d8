// Original file: portico/tenancy/v1/tenancy.proto


export interface GetEmailBrandRequest {
  'tenant_id'?: (string);
  'user_id'?: (string);
  'email'?: (string);
}

export interface GetEmailBrandRequest__Output {
  'tenant_id': (string);
  'user_id': (string);
  'email': (string);
}
