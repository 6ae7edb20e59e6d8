// Original file: portico/events/v1/content_events.proto


export interface TaskDue {
  'user_id'?: (string);
  'title'?: (string);
  'due_on'?: (string);
  'when'?: (string);
  'role'?: (string);
}

export interface TaskDue__Output {
  'user_id': (string);
  'title': (string);
  'due_on': (string);
  'when': (string);
  'role': (string);
}
