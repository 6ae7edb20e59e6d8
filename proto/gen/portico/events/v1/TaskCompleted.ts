// Original file: portico/events/v1/content_events.proto


export interface TaskCompleted {
  'user_id'?: (string);
  'title'?: (string);
  'completed_at'?: (string);
}

export interface TaskCompleted__Output {
  'user_id': (string);
  'title': (string);
  'completed_at': (string);
}
