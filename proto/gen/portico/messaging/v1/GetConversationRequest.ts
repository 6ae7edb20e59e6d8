// Original file: portico/messaging/v1/messaging.proto


export interface GetConversationRequest {
  'id'?: (string);
}

export interface GetConversationRequest__Output {
  'id': (string);
}
