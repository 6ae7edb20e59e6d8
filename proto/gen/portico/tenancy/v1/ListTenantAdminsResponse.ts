// Original file: portico/tenancy/v1/tenancy.proto


export interface ListTenantAdminsResponse {
  'user_ids'?: (string)[];
}

export interface ListTenantAdminsResponse__Output {
  'user_ids': (string)[];
}
