// Original file: portico/messaging/v1/messaging.proto


export interface DeleteMessageRequest {
  'message_id'?: (string);
}

export interface DeleteMessageRequest__Output {
  'message_id': (string);
}
