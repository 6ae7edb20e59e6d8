// Original file: portico/content/v1/content.proto


export interface TaskAssignee {
  'user_id'?: (string);
  'done_at'?: (string);
}

export interface TaskAssignee__Output {
  'user_id': (string);
  'done_at': (string);
}
