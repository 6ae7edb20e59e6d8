// Original file: portico/events/v1/forms_events.proto

import type { FormResponseSubmitted as _portico_events_v1_FormResponseSubmitted, FormResponseSubmitted__Output as _portico_events_v1_FormResponseSubmitted__Output } from '../../../portico/events/v1/FormResponseSubmitted';

export interface FormResponseEvent {
  'tenant_id'?: (string);
  'form_id'?: (string);
  'response_id'?: (string);
  'submitted'?: (_portico_events_v1_FormResponseSubmitted | null);
  'kind'?: "submitted";
}

export interface FormResponseEvent__Output {
  'tenant_id': (string);
  'form_id': (string);
  'response_id': (string);
  'submitted'?: (_portico_events_v1_FormResponseSubmitted__Output | null);
  'kind'?: "submitted";
}
