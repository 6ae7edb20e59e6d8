// Original file: portico/billing/v1/billing.proto

import type { Retainer as _portico_billing_v1_Retainer, Retainer__Output as _portico_billing_v1_Retainer__Output } from '../../../portico/billing/v1/Retainer';

export interface ListRetainersResponse {
  'retainers'?: (_portico_billing_v1_Retainer)[];
}

export interface ListRetainersResponse__Output {
  'retainers': (_portico_billing_v1_Retainer__Output)[];
}
