// Original file: portico/messaging/v1/messaging.proto


export interface Participant {
  'user_id'?: (string);
  'side'?: (string);
  'joined_at'?: (string);
}

export interface Participant__Output {
  'user_id': (string);
  'side': (string);
  'joined_at': (string);
}
