// Original file: portico/forms/v1/forms.proto


export interface QuestionLogic {
  'when_question_id'?: (string);
  'equals'?: (string);
  'show_question_id'?: (string);
}

export interface QuestionLogic__Output {
  'when_question_id': (string);
  'equals': (string);
  'show_question_id': (string);
}
