// Original file: portico/content/v1/content.proto


export interface ListTasksRequest {
  'due_from'?: (string);
  'due_to'?: (string);
  'limit'?: (number);
  'offset'?: (number);
}

export interface ListTasksRequest__Output {
  'due_from': (string);
  'due_to': (string);
  'limit': (number);
  'offset': (number);
}
