// Original file: portico/forms/v1/forms.proto

import type { QuestionLogic as _portico_forms_v1_QuestionLogic, QuestionLogic__Output as _portico_forms_v1_QuestionLogic__Output } from '../../../portico/forms/v1/QuestionLogic';

export interface Question {
  'id'?: (string);
  'type'?: (string);
  'label'?: (string);
  'required'?: (boolean);
  'options'?: (string)[];
  'logic'?: (_portico_forms_v1_QuestionLogic | null);
}

export interface Question__Output {
  'id': (string);
  'type': (string);
  'label': (string);
  'required': (boolean);
  'options': (string)[];
  'logic': (_portico_forms_v1_QuestionLogic__Output | null);
}
