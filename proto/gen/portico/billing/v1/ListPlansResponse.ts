// Original file: portico/billing/v1/billing.proto

import type { Plan as _portico_billing_v1_Plan, Plan__Output as _portico_billing_v1_Plan__Output } from '../../../portico/billing/v1/Plan';

export interface ListPlansResponse {
  'plans'?: (_portico_billing_v1_Plan)[];
}

export interface ListPlansResponse__Output {
  'plans': (_portico_billing_v1_Plan__Output)[];
}
