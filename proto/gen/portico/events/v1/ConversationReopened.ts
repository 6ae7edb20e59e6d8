// Original file: portico/events/v1/messaging_events.proto


export interface ConversationReopened {
  'reopened_by'?: (string);
}

export interface ConversationReopened__Output {
  'reopened_by': (string);
}
