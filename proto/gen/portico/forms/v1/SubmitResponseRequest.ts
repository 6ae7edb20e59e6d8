// Original file: portico/forms/v1/forms.proto


export interface SubmitResponseRequest {
  'form_id'?: (string);
  'answers_json'?: (string);
  'submission_id'?: (string);
  'user_email'?: (string);
}

export interface SubmitResponseRequest__Output {
  'form_id': (string);
  'answers_json': (string);
  'submission_id': (string);
  'user_email': (string);
}
