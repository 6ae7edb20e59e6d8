// Original file: portico/events/v1/content_events.proto


export interface TaskOverdue {
  'user_id'?: (string);
  'title'?: (string);
  'due_on'?: (string);
}

export interface TaskOverdue__Output {
  'user_id': (string);
  'title': (string);
  'due_on': (string);
}
