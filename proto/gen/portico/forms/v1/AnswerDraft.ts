// Original file: portico/forms/v1/forms.proto


export interface AnswerDraft {
  'form_id'?: (string);
  'answers_json'?: (string);
  'updated_at'?: (string);
}

export interface AnswerDraft__Output {
  'form_id': (string);
  'answers_json': (string);
  'updated_at': (string);
}
