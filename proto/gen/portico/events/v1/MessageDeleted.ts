// Original file: portico/events/v1/messaging_events.proto


export interface MessageDeleted {
  'message_id'?: (string);
  'seq'?: (number);
  'deleted_at'?: (string);
}

export interface MessageDeleted__Output {
  'message_id': (string);
  'seq': (number);
  'deleted_at': (string);
}
