// Original file: portico/messaging/v1/messaging.proto


export interface StartConversationRequest {
  'subject'?: (string);
  'participant_user_ids'?: (string)[];
  'audience_role'?: (string);
  'body'?: (string);
  'attachment_file_ids'?: (string)[];
  'client_message_id'?: (string);
  'count_post'?: (boolean);
  'via'?: (string);
}

export interface StartConversationRequest__Output {
  'subject': (string);
  'participant_user_ids': (string)[];
  'audience_role': (string);
  'body': (string);
  'attachment_file_ids': (string)[];
  'client_message_id': (string);
  'count_post': (boolean);
  'via': (string);
}
