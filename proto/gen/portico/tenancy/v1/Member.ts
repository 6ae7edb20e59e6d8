// Original file: portico/tenancy/v1/tenancy.proto


export interface Member {
  'user_id'?: (string);
  'role'?: (string);
  'role_key'?: (string);
  'status'?: (string);
  'created_at'?: (string);
}

export interface Member__Output {
  'user_id': (string);
  'role': (string);
  'role_key': (string);
  'status': (string);
  'created_at': (string);
}
