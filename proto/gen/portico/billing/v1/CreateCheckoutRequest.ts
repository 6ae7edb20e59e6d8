// Original file: portico/billing/v1/billing.proto

import type { UpgradePlan as _portico_billing_v1_UpgradePlan, UpgradePlan__Output as _portico_billing_v1_UpgradePlan__Output } from '../../../portico/billing/v1/UpgradePlan';
import type { AddSeats as _portico_billing_v1_AddSeats, AddSeats__Output as _portico_billing_v1_AddSeats__Output } from '../../../portico/billing/v1/AddSeats';
import type { SignupCheckout as _portico_billing_v1_SignupCheckout, SignupCheckout__Output as _portico_billing_v1_SignupCheckout__Output } from '../../../portico/billing/v1/SignupCheckout';

export interface CreateCheckoutRequest {
  'upgrade_plan'?: (_portico_billing_v1_UpgradePlan | null);
  'add_seats'?: (_portico_billing_v1_AddSeats | null);
  'success_url'?: (string);
  'cancel_url'?: (string);
  'signup'?: (_portico_billing_v1_SignupCheckout | null);
  'purpose'?: "upgrade_plan"|"add_seats"|"signup";
}

export interface CreateCheckoutRequest__Output {
  'upgrade_plan'?: (_portico_billing_v1_UpgradePlan__Output | null);
  'add_seats'?: (_portico_billing_v1_AddSeats__Output | null);
  'success_url': (string);
  'cancel_url': (string);
  'signup'?: (_portico_billing_v1_SignupCheckout__Output | null);
  'purpose'?: "upgrade_plan"|"add_seats"|"signup";
}
