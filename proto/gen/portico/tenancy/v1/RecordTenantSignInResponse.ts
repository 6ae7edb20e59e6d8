// Original file: portico/tenancy/v1/tenancy.proto


export interface RecordTenantSignInResponse {
  'recorded'?: (boolean);
}

export interface RecordTenantSignInResponse__Output {
  'recorded': (boolean);
}
