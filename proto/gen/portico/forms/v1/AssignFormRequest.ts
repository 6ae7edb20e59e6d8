// Original file: portico/forms/v1/forms.proto


export interface AssignFormRequest {
  'id'?: (string);
  'assigned_roles'?: (string)[];
  'assigned_user_id'?: (string);
}

export interface AssignFormRequest__Output {
  'id': (string);
  'assigned_roles': (string)[];
  'assigned_user_id': (string);
}
