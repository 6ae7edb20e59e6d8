// Original file: portico/identity/v1/identity.proto


export interface User {
  'id'?: (string);
  'email'?: (string);
  'first_name'?: (string);
  'last_name'?: (string);
  'phone'?: (string);
  'linkedin'?: (string);
  'title'?: (string);
  'global_roles'?: (string)[];
  'is_super_admin'?: (boolean);
  'created_at'?: (string);
  'last_sign_in_at'?: (string);
  'email_verified'?: (boolean);
  'disabled'?: (boolean);
  'two_factor_enabled'?: (boolean);
  'profile_color'?: (string);
  'locale'?: (string);
}

export interface User__Output {
  'id': (string);
  'email': (string);
  'first_name': (string);
  'last_name': (string);
  'phone': (string);
  'linkedin': (string);
  'title': (string);
  'global_roles': (string)[];
  'is_super_admin': (boolean);
  'created_at': (string);
  'last_sign_in_at': (string);
  'email_verified': (boolean);
  'disabled': (boolean);
  'two_factor_enabled': (boolean);
  'profile_color': (string);
  'locale': (string);
}
