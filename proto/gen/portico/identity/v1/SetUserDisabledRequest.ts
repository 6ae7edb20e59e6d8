// Original file: portico/identity/v1/identity.proto


export interface SetUserDisabledRequest {
  'user_id'?: (string);
  'disabled'?: (boolean);
  'reason'?: (string);
}

export interface SetUserDisabledRequest__Output {
  'user_id': (string);
  'disabled': (boolean);
  'reason': (string);
}
