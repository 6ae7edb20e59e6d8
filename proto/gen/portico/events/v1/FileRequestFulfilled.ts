// Original file: portico/events/v1/content_events.proto


export interface FileRequestFulfilled {
  'request_id'?: (string);
  'user_id'?: (string);
  'title'?: (string);
  'file_ids'?: (string)[];
  'requested_by'?: (string);
}

export interface FileRequestFulfilled__Output {
  'request_id': (string);
  'user_id': (string);
  'title': (string);
  'file_ids': (string)[];
  'requested_by': (string);
}
