// Original file: portico/events/v1/billing_events.proto

import type { PlanChanged as _portico_events_v1_PlanChanged, PlanChanged__Output as _portico_events_v1_PlanChanged__Output } from '../../../portico/events/v1/PlanChanged';
import type { SeatsChanged as _portico_events_v1_SeatsChanged, SeatsChanged__Output as _portico_events_v1_SeatsChanged__Output } from '../../../portico/events/v1/SeatsChanged';

export interface SubscriptionEvent {
  'tenant_id'?: (string);
  'plan_changed'?: (_portico_events_v1_PlanChanged | null);
  'seats_changed'?: (_portico_events_v1_SeatsChanged | null);
  'kind'?: "plan_changed"|"seats_changed";
}

export interface SubscriptionEvent__Output {
  'tenant_id': (string);
  'plan_changed'?: (_portico_events_v1_PlanChanged__Output | null);
  'seats_changed'?: (_portico_events_v1_SeatsChanged__Output | null);
  'kind'?: "plan_changed"|"seats_changed";
}
