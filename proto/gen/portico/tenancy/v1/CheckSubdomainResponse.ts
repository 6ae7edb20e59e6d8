// Original file: portico/tenancy/v1/tenancy.proto


export interface CheckSubdomainResponse {
  'available'?: (boolean);
  'reason'?: (string);
  'subdomain'?: (string);
}

export interface CheckSubdomainResponse__Output {
  'available': (boolean);
  'reason': (string);
  'subdomain': (string);
}
