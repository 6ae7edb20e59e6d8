// Original file: portico/content/v1/content.proto


export interface DeleteTaskRequest {
  'id'?: (string);
}

export interface DeleteTaskRequest__Output {
  'id': (string);
}
