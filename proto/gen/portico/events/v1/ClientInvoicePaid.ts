// Original file: portico/events/v1/billing_events.proto

import type { Long } from '@grpc/proto-loader';

export interface ClientInvoicePaid {
  'paid_at'?: (string);
  'platform_fee'?: (number | string | Long);
}

export interface ClientInvoicePaid__Output {
  'paid_at': (string);
  'platform_fee': (string);
}
