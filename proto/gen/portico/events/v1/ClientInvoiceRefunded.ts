// Original file: portico/events/v1/billing_events.proto

import type { Long } from '@grpc/proto-loader';

export interface ClientInvoiceRefunded {
  'amount_refunded'?: (number | string | Long);
}

export interface ClientInvoiceRefunded__Output {
  'amount_refunded': (string);
}
