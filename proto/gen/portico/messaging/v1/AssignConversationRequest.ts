// Original file: portico/messaging/v1/messaging.proto


export interface AssignConversationRequest {
  'conversation_id'?: (string);
  'assignee_id'?: (string);
}

export interface AssignConversationRequest__Output {
  'conversation_id': (string);
  'assignee_id': (string);
}
