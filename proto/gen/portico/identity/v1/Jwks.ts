// Original file: portico/identity/v1/identity.proto


export interface Jwks {
  'jwks_json'?: (string);
}

export interface Jwks__Output {
  'jwks_json': (string);
}
