// Original file: portico/forms/v1/forms.proto


export interface FormResponse {
  'id'?: (string);
  'form_id'?: (string);
  'tenant_id'?: (string);
  'user_id'?: (string);
  'user_email'?: (string);
  'answers_json'?: (string);
  'created_at'?: (string);
}

export interface FormResponse__Output {
  'id': (string);
  'form_id': (string);
  'tenant_id': (string);
  'user_id': (string);
  'user_email': (string);
  'answers_json': (string);
  'created_at': (string);
}
