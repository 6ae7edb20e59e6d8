// Original file: portico/billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface CurrencyVolume {
  'currency'?: (string);
  'volume'?: (number | string | Long);
  'platform_fees'?: (number | string | Long);
  'payments'?: (number);
  'refunded'?: (number | string | Long);
}

export interface CurrencyVolume__Output {
  'currency': (string);
  'volume': (string);
  'platform_fees': (string);
  'payments': (number);
  'refunded': (string);
}
