// Original file: portico/messaging/v1/messaging.proto


export interface ListMessagesRequest {
  'conversation_id'?: (string);
  'before_seq'?: (number);
  'after_seq'?: (number);
  'limit'?: (number);
}

export interface ListMessagesRequest__Output {
  'conversation_id': (string);
  'before_seq': (number);
  'after_seq': (number);
  'limit': (number);
}
