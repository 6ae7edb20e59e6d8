// Original file: portico/forms/v1/forms.proto


export interface SaveAnswerDraftRequest {
  'form_id'?: (string);
  'answers_json'?: (string);
}

export interface SaveAnswerDraftRequest__Output {
  'form_id': (string);
  'answers_json': (string);
}
