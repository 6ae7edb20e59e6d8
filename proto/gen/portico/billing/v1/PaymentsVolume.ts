// Original file: portico/billing/v1/billing.proto

import type { CurrencyVolume as _portico_billing_v1_CurrencyVolume, CurrencyVolume__Output as _portico_billing_v1_CurrencyVolume__Output } from '../../../portico/billing/v1/CurrencyVolume';

export interface PaymentsVolume {
  'currencies'?: (_portico_billing_v1_CurrencyVolume)[];
  'connected_accounts'?: (number);
}

export interface PaymentsVolume__Output {
  'currencies': (_portico_billing_v1_CurrencyVolume__Output)[];
  'connected_accounts': (number);
}
