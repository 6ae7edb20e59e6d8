// Original file: portico/metrics/v1/metrics.proto

import type { OnboardingEvent as _portico_metrics_v1_OnboardingEvent, OnboardingEvent__Output as _portico_metrics_v1_OnboardingEvent__Output } from '../../../portico/metrics/v1/OnboardingEvent';

export interface ListOnboardingEventsResponse {
  'events'?: (_portico_metrics_v1_OnboardingEvent)[];
}

export interface ListOnboardingEventsResponse__Output {
  'events': (_portico_metrics_v1_OnboardingEvent__Output)[];
}
