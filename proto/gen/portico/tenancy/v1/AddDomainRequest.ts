// Original file: portico/tenancy/v1/tenancy.proto


export interface AddDomainRequest {
  'domain'?: (string);
}

export interface AddDomainRequest__Output {
  'domain': (string);
}
