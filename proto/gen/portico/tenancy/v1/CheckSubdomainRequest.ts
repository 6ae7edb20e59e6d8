// Original file: portico/tenancy/v1/tenancy.proto


export interface CheckSubdomainRequest {
  'subdomain'?: (string);
}

export interface CheckSubdomainRequest__Output {
  'subdomain': (string);
}
