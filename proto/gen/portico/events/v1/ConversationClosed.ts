// Original file: portico/events/v1/messaging_events.proto


export interface ConversationClosed {
  'closed_by'?: (string);
  'closed_at'?: (string);
}

export interface ConversationClosed__Output {
  'closed_by': (string);
  'closed_at': (string);
}
