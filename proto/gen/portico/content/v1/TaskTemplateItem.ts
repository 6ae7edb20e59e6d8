// Original file: portico/content/v1/content.proto


export interface TaskTemplateItem {
  'title'?: (string);
  'description'?: (string);
  'kind'?: (string);
  'has_due'?: (boolean);
  'due_in_days'?: (number);
  'form_id'?: (string);
  'file_count'?: (number);
  'accepted_types'?: (string)[];
  'file_id'?: (string);
}

export interface TaskTemplateItem__Output {
  'title': (string);
  'description': (string);
  'kind': (string);
  'has_due': (boolean);
  'due_in_days': (number);
  'form_id': (string);
  'file_count': (number);
  'accepted_types': (string)[];
  'file_id': (string);
}
