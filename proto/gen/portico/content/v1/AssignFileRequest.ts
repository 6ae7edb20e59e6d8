// Original file: portico/content/v1/content.proto


export interface AssignFileRequest {
  'id'?: (string);
  'user_id'?: (string);
  'assigned_roles'?: (string)[];
}

export interface AssignFileRequest__Output {
  'id': (string);
  'user_id': (string);
  'assigned_roles': (string)[];
}
