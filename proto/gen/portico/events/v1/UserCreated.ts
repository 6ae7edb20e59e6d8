// Original file: portico/events/v1/identity_events.proto


export interface UserCreated {
  'full_name'?: (string);
  'title'?: (string);
  'source'?: (string);
}

export interface UserCreated__Output {
  'full_name': (string);
  'title': (string);
  'source': (string);
}
