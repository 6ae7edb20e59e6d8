// Original file: portico/forms/v1/forms.proto

import type { AssignedForm as _portico_forms_v1_AssignedForm, AssignedForm__Output as _portico_forms_v1_AssignedForm__Output } from '../../../portico/forms/v1/AssignedForm';

export interface ListAssignedFormsResponse {
  'forms'?: (_portico_forms_v1_AssignedForm)[];
}

export interface ListAssignedFormsResponse__Output {
  'forms': (_portico_forms_v1_AssignedForm__Output)[];
}
