// Original file: portico/events/v1/messaging_events.proto


export interface ConversationCreated {
  'subject'?: (string);
  'started_by'?: (string);
  'started_by_side'?: (string);
  'audience_role'?: (string);
  'created_at'?: (string);
}

export interface ConversationCreated__Output {
  'subject': (string);
  'started_by': (string);
  'started_by_side': (string);
  'audience_role': (string);
  'created_at': (string);
}
