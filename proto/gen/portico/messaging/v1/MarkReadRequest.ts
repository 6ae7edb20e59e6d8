// Original file: portico/messaging/v1/messaging.proto


export interface MarkReadRequest {
  'conversation_id'?: (string);
  'seq'?: (number);
}

export interface MarkReadRequest__Output {
  'conversation_id': (string);
  'seq': (number);
}
