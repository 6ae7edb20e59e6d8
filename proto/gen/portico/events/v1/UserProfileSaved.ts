// Original file: portico/events/v1/identity_events.proto


export interface UserProfileSaved {
  'first_name'?: (string);
  'last_name'?: (string);
  'first_time'?: (boolean);
  'locale'?: (string);
}

export interface UserProfileSaved__Output {
  'first_name': (string);
  'last_name': (string);
  'first_time': (boolean);
  'locale': (string);
}
