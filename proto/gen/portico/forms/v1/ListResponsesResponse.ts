// Original file: portico/forms/v1/forms.proto

import type { Form as _portico_forms_v1_Form, Form__Output as _portico_forms_v1_Form__Output } from '../../../portico/forms/v1/Form';
import type { FormResponse as _portico_forms_v1_FormResponse, FormResponse__Output as _portico_forms_v1_FormResponse__Output } from '../../../portico/forms/v1/FormResponse';

export interface ListResponsesResponse {
  'form'?: (_portico_forms_v1_Form | null);
  'responses'?: (_portico_forms_v1_FormResponse)[];
}

export interface ListResponsesResponse__Output {
  'form': (_portico_forms_v1_Form__Output | null);
  'responses': (_portico_forms_v1_FormResponse__Output)[];
}
