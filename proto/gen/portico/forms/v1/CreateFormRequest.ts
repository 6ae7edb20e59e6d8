// Original file: portico/forms/v1/forms.proto

import type { Question as _portico_forms_v1_Question, Question__Output as _portico_forms_v1_Question__Output } from '../../../portico/forms/v1/Question';
import type { Theme as _portico_forms_v1_Theme, Theme__Output as _portico_forms_v1_Theme__Output } from '../../../portico/forms/v1/Theme';

export interface CreateFormRequest {
  'title'?: (string);
  'description'?: (string);
  'questions'?: (_portico_forms_v1_Question)[];
  'theme'?: (_portico_forms_v1_Theme | null);
  'assigned_roles'?: (string)[];
  'assigned_user_id'?: (string);
  'published'?: (boolean);
}

export interface CreateFormRequest__Output {
  'title': (string);
  'description': (string);
  'questions': (_portico_forms_v1_Question__Output)[];
  'theme': (_portico_forms_v1_Theme__Output | null);
  'assigned_roles': (string)[];
  'assigned_user_id': (string);
  'published': (boolean);
}
