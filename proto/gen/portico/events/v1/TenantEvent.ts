// Original file: portico/events/v1/tenancy_events.proto

import type { TenantCreated as _portico_events_v1_TenantCreated, TenantCreated__Output as _portico_events_v1_TenantCreated__Output } from '../../../portico/events/v1/TenantCreated';
import type { OnboardingStepCompleted as _portico_events_v1_OnboardingStepCompleted, OnboardingStepCompleted__Output as _portico_events_v1_OnboardingStepCompleted__Output } from '../../../portico/events/v1/OnboardingStepCompleted';
import type { TenantProvisioned as _portico_events_v1_TenantProvisioned, TenantProvisioned__Output as _portico_events_v1_TenantProvisioned__Output } from '../../../portico/events/v1/TenantProvisioned';
import type { TenantStatusChanged as _portico_events_v1_TenantStatusChanged, TenantStatusChanged__Output as _portico_events_v1_TenantStatusChanged__Output } from '../../../portico/events/v1/TenantStatusChanged';
import type { TenantPlanChanged as _portico_events_v1_TenantPlanChanged, TenantPlanChanged__Output as _portico_events_v1_TenantPlanChanged__Output } from '../../../portico/events/v1/TenantPlanChanged';

export interface TenantEvent {
  'tenant_id'?: (string);
  'created'?: (_portico_events_v1_TenantCreated | null);
  'onboarding_step_completed'?: (_portico_events_v1_OnboardingStepCompleted | null);
  'provisioned'?: (_portico_events_v1_TenantProvisioned | null);
  'status_changed'?: (_portico_events_v1_TenantStatusChanged | null);
  'plan_changed'?: (_portico_events_v1_TenantPlanChanged | null);
  'kind'?: "created"|"onboarding_step_completed"|"provisioned"|"status_changed"|"plan_changed";
}

export interface TenantEvent__Output {
  'tenant_id': (string);
  'created'?: (_portico_events_v1_TenantCreated__Output | null);
  'onboarding_step_completed'?: (_portico_events_v1_OnboardingStepCompleted__Output | null);
  'provisioned'?: (_portico_events_v1_TenantProvisioned__Output | null);
  'status_changed'?: (_portico_events_v1_TenantStatusChanged__Output | null);
  'plan_changed'?: (_portico_events_v1_TenantPlanChanged__Output | null);
  'kind'?: "created"|"onboarding_step_completed"|"provisioned"|"status_changed"|"plan_changed";
}
