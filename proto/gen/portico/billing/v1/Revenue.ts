// Original file: portico/billing/v1/billing.proto

import type { PlanCount as _portico_billing_v1_PlanCount, PlanCount__Output as _portico_billing_v1_PlanCount__Output } from '../../../portico/billing/v1/PlanCount';
import type { Long } from '@grpc/proto-loader';

export interface Revenue {
  'mrr_cents'?: (number | string | Long);
  'plan_mix'?: (_portico_billing_v1_PlanCount)[];
  'seats_sold'?: (number);
  'failed_payments'?: (number);
}

export interface Revenue__Output {
  'mrr_cents': (string);
  'plan_mix': (_portico_billing_v1_PlanCount__Output)[];
  'seats_sold': (number);
  'failed_payments': (number);
}
