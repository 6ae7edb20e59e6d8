// Original file: portico/billing/v1/billing.proto

import type { Subscription as _portico_billing_v1_Subscription, Subscription__Output as _portico_billing_v1_Subscription__Output } from '../../../portico/billing/v1/Subscription';

export interface ListSubscriptionsResponse {
  'subscriptions'?: (_portico_billing_v1_Subscription)[];
}

export interface ListSubscriptionsResponse__Output {
  'subscriptions': (_portico_billing_v1_Subscription__Output)[];
}
