// Original file: portico/tenancy/v1/tenancy.proto


export interface GetAccessRequest {
  'tenant_id'?: (string);
  'is_super_admin'?: (boolean);
}

export interface GetAccessRequest__Output {
  'tenant_id': (string);
  'is_super_admin': (boolean);
}
