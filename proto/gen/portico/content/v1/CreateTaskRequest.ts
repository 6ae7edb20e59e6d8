// Original file: portico/content/v1/content.proto


export interface CreateTaskRequest {
  'title'?: (string);
  'description'?: (string);
  'due_on'?: (string);
  'link_kind'?: (string);
  'link_id'?: (string);
  'assignee_ids'?: (string)[];
  'roles'?: (string)[];
}

export interface CreateTaskRequest__Output {
  'title': (string);
  'description': (string);
  'due_on': (string);
  'link_kind': (string);
  'link_id': (string);
  'assignee_ids': (string)[];
  'roles': (string)[];
}
