// Original file: portico/tenancy/v1/tenancy.proto


export interface VerifyDomainRequest {
  'domain'?: (string);
}

export interface VerifyDomainRequest__Output {
  'domain': (string);
}
