// Original file: portico/events/v1/messaging_events.proto


export interface MessageEdited {
  'message_id'?: (string);
  'seq'?: (number);
  'body'?: (string);
  'edited_at'?: (string);
}

export interface MessageEdited__Output {
  'message_id': (string);
  'seq': (number);
  'body': (string);
  'edited_at': (string);
}
