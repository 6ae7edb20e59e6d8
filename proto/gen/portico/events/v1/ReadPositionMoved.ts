// Original file: portico/events/v1/messaging_events.proto


export interface ReadPositionMoved {
  'user_id'?: (string);
  'last_read_seq'?: (number);
  'read_at'?: (string);
}

export interface ReadPositionMoved__Output {
  'user_id': (string);
  'last_read_seq': (number);
  'read_at': (string);
}
