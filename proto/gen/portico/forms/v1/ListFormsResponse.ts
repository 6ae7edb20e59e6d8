// Original file: portico/forms/v1/forms.proto

import type { Form as _portico_forms_v1_Form, Form__Output as _portico_forms_v1_Form__Output } from '../../../portico/forms/v1/Form';

export interface ListFormsResponse {
  'forms'?: (_portico_forms_v1_Form)[];
}

export interface ListFormsResponse__Output {
  'forms': (_portico_forms_v1_Form__Output)[];
}
