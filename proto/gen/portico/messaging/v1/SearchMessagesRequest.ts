// Original file: portico/messaging/v1/messaging.proto


export interface SearchMessagesRequest {
  'query'?: (string);
  'conversation_id'?: (string);
  'limit'?: (number);
  'cursor'?: (string);
}

export interface SearchMessagesRequest__Output {
  'query': (string);
  'conversation_id': (string);
  'limit': (number);
  'cursor': (string);
}
