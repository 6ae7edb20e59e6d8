// Original file: portico/messaging/v1/messaging.proto


export interface SetConversationStatusRequest {
  'conversation_id'?: (string);
  'status'?: (string);
}

export interface SetConversationStatusRequest__Output {
  'conversation_id': (string);
  'status': (string);
}
