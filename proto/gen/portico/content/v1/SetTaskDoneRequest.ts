// Original file: portico/content/v1/content.proto


export interface SetTaskDoneRequest {
  'id'?: (string);
  'done'?: (boolean);
}

export interface SetTaskDoneRequest__Output {
  'id': (string);
  'done': (boolean);
}
