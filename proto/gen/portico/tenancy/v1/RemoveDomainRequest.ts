// Original file: portico/tenancy/v1/tenancy.proto


export interface RemoveDomainRequest {
  'domain'?: (string);
}

export interface RemoveDomainRequest__Output {
  'domain': (string);
}
