// Original file: portico/forms/v1/forms.proto

import type { Form as _portico_forms_v1_Form, Form__Output as _portico_forms_v1_Form__Output } from '../../../portico/forms/v1/Form';

export interface AssignedForm {
  'form'?: (_portico_forms_v1_Form | null);
  'answered'?: (boolean);
}

export interface AssignedForm__Output {
  'form': (_portico_forms_v1_Form__Output | null);
  'answered': (boolean);
}
