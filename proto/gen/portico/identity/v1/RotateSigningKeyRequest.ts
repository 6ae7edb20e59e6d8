// Original file: portico/identity/v1/identity.proto


export interface RotateSigningKeyRequest {
  'emergency'?: (boolean);
}

export interface RotateSigningKeyRequest__Output {
  'emergency': (boolean);
}
