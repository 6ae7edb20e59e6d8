// Original file: portico/identity/v1/identity.proto


export interface CheckSessionResponse {
  'active'?: (boolean);
}

export interface CheckSessionResponse__Output {
  'active': (boolean);
}
