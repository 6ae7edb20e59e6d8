// Original file: portico/tenancy/v1/tenancy.proto


export interface CheckDomainSslRequest {
  'domain'?: (string);
}

export interface CheckDomainSslRequest__Output {
  'domain': (string);
}
