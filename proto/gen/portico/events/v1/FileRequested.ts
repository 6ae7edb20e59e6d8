// Original file: portico/events/v1/content_events.proto


export interface FileRequested {
  'request_id'?: (string);
  'user_id'?: (string);
  'title'?: (string);
  'file_count'?: (number);
  'accepted_types'?: (string)[];
  'due_on'?: (string);
  'requested_by'?: (string);
}

export interface FileRequested__Output {
  'request_id': (string);
  'user_id': (string);
  'title': (string);
  'file_count': (number);
  'accepted_types': (string)[];
  'due_on': (string);
  'requested_by': (string);
}
