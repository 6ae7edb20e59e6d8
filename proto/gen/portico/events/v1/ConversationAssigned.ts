// Original file: portico/events/v1/messaging_events.proto


export interface ConversationAssigned {
  'assignee_id'?: (string);
  'previous_assignee_id'?: (string);
  'assigned_by'?: (string);
}

export interface ConversationAssigned__Output {
  'assignee_id': (string);
  'previous_assignee_id': (string);
  'assigned_by': (string);
}
