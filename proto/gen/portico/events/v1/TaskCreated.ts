// Original file: portico/events/v1/content_events.proto


export interface TaskCreated {
  'title'?: (string);
  'due_on'?: (string);
  'link_kind'?: (string);
  'link_id'?: (string);
  'assignee_ids'?: (string)[];
  'created_by'?: (string);
}

export interface TaskCreated__Output {
  'title': (string);
  'due_on': (string);
  'link_kind': (string);
  'link_id': (string);
  'assignee_ids': (string)[];
  'created_by': (string);
}
