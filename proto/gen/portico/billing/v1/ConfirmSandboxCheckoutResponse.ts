// Original file: portico/billing/v1/billing.proto

import type { SignedProviderEvent as _portico_billing_v1_SignedProviderEvent, SignedProviderEvent__Output as _portico_billing_v1_SignedProviderEvent__Output } from '../../../portico/billing/v1/SignedProviderEvent';

export interface ConfirmSandboxCheckoutResponse {
  'events'?: (_portico_billing_v1_SignedProviderEvent)[];
  'success_url'?: (string);
}

export interface ConfirmSandboxCheckoutResponse__Output {
  'events': (_portico_billing_v1_SignedProviderEvent__Output)[];
  'success_url': (string);
}
