// Original file: portico/identity/v1/identity.proto


export interface UpdateProfileRequest {
  'first_name'?: (string);
  'last_name'?: (string);
  'phone'?: (string);
  'linkedin'?: (string);
  'profile_color'?: (string);
  'locale'?: (string);
  'has_locale'?: (boolean);
  'language_only'?: (boolean);
}

export interface UpdateProfileRequest__Output {
  'first_name': (string);
  'last_name': (string);
  'phone': (string);
  'linkedin': (string);
  'profile_color': (string);
  'locale': (string);
  'has_locale': (boolean);
  'language_only': (boolean);
}
