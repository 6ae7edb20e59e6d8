// Original file: portico/messaging/v1/messaging.proto


export interface ConversationUnread {
  'conversation_id'?: (string);
  'unread_count'?: (number);
}

export interface ConversationUnread__Output {
  'conversation_id': (string);
  'unread_count': (number);
}
