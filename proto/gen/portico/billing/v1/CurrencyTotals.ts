// Original file: portico/billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface CurrencyTotals {
  'currency'?: (string);
  'outstanding'?: (number | string | Long);
  'overdue'?: (number | string | Long);
  'paid_this_month'?: (number | string | Long);
}

export interface CurrencyTotals__Output {
  'currency': (string);
  'outstanding': (string);
  'overdue': (string);
  'paid_this_month': (string);
}
