// Original file: portico/messaging/v1/messaging.proto


export interface PostMessageRequest {
  'conversation_id'?: (string);
  'body'?: (string);
  'attachment_file_ids'?: (string)[];
  'client_message_id'?: (string);
  'count_post'?: (boolean);
  'via'?: (string);
}

export interface PostMessageRequest__Output {
  'conversation_id': (string);
  'body': (string);
  'attachment_file_ids': (string)[];
  'client_message_id': (string);
  'count_post': (boolean);
  'via': (string);
}
