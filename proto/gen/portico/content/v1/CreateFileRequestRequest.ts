// Original file: portico/content/v1/content.proto


export interface CreateFileRequestRequest {
  'user_id'?: (string);
  'title'?: (string);
  'description'?: (string);
  'file_count'?: (number);
  'accepted_types'?: (string)[];
  'due_on'?: (string);
}

export interface CreateFileRequestRequest__Output {
  'user_id': (string);
  'title': (string);
  'description': (string);
  'file_count': (number);
  'accepted_types': (string)[];
  'due_on': (string);
}
