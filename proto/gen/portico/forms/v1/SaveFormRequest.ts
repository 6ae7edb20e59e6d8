// Original file: portico/forms/v1/forms.proto

import type { Question as _portico_forms_v1_Question, Question__Output as _portico_forms_v1_Question__Output } from '../../../portico/forms/v1/Question';
import type { Theme as _portico_forms_v1_Theme, Theme__Output as _portico_forms_v1_Theme__Output } from '../../../portico/forms/v1/Theme';

export interface SaveFormRequest {
  'id'?: (string);
  'title'?: (string);
  'description'?: (string);
  'questions'?: (_portico_forms_v1_Question)[];
  'theme'?: (_portico_forms_v1_Theme | null);
  'expected_version'?: (number);
  'field_mapping'?: ({[key: string]: string});
}

export interface SaveFormRequest__Output {
  'id': (string);
  'title': (string);
  'description': (string);
  'questions': (_portico_forms_v1_Question__Output)[];
  'theme': (_portico_forms_v1_Theme__Output | null);
  'expected_version': (number);
  'field_mapping': ({[key: string]: string});
}
