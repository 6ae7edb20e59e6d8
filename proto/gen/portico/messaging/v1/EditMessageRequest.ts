// Original file: portico/messaging/v1/messaging.proto


export interface EditMessageRequest {
  'message_id'?: (string);
  'body'?: (string);
  'count_post'?: (boolean);
}

export interface EditMessageRequest__Output {
  'message_id': (string);
  'body': (string);
  'count_post': (boolean);
}
