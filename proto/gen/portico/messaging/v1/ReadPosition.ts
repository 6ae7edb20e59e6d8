// Original file: portico/messaging/v1/messaging.proto


export interface ReadPosition {
  'conversation_id'?: (string);
  'user_id'?: (string);
  'last_read_seq'?: (number);
  'read_at'?: (string);
}

export interface ReadPosition__Output {
  'conversation_id': (string);
  'user_id': (string);
  'last_read_seq': (number);
  'read_at': (string);
}
