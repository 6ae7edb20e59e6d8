// Original file: portico/forms/v1/forms.proto

import type { Question as _portico_forms_v1_Question, Question__Output as _portico_forms_v1_Question__Output } from '../../../portico/forms/v1/Question';
import type { Theme as _portico_forms_v1_Theme, Theme__Output as _portico_forms_v1_Theme__Output } from '../../../portico/forms/v1/Theme';

export interface Form {
  'id'?: (string);
  'tenant_id'?: (string);
  'title'?: (string);
  'description'?: (string);
  'status'?: (string);
  'questions'?: (_portico_forms_v1_Question)[];
  'theme'?: (_portico_forms_v1_Theme | null);
  'assigned_roles'?: (string)[];
  'assigned_user_id'?: (string);
  'published'?: (boolean);
  'responses_count'?: (number);
  'completion_rate'?: (number | string);
  'created_by'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  'version'?: (number);
  'field_mapping'?: ({[key: string]: string});
}

export interface Form__Output {
  'id': (string);
  'tenant_id': (string);
  'title': (string);
  'description': (string);
  'status': (string);
  'questions': (_portico_forms_v1_Question__Output)[];
  'theme': (_portico_forms_v1_Theme__Output | null);
  'assigned_roles': (string)[];
  'assigned_user_id': (string);
  'published': (boolean);
  'responses_count': (number);
  'completion_rate': (number);
  'created_by': (string);
  'created_at': (string);
  'updated_at': (string);
  'version': (number);
  'field_mapping': ({[key: string]: string});
}
