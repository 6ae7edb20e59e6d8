// Original file: portico/messaging/v1/messaging.proto


export interface ListConversationsRequest {
  'filter'?: (string);
  'status'?: (string);
  'limit'?: (number);
  'cursor'?: (string);
}

export interface ListConversationsRequest__Output {
  'filter': (string);
  'status': (string);
  'limit': (number);
  'cursor': (string);
}
