// Original file: portico/events/v1/billing_events.proto

import type { Long } from '@grpc/proto-loader';

export interface ClientInvoiceDisputed {
  'amount'?: (number | string | Long);
  'reason'?: (string);
  'status'?: (string);
}

export interface ClientInvoiceDisputed__Output {
  'amount': (string);
  'reason': (string);
  'status': (string);
}
