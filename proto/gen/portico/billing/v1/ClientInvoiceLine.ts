// Original file: portico/billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface ClientInvoiceLine {
  'description'?: (string);
  'quantity'?: (number);
  'unit_amount'?: (number | string | Long);
  'amount'?: (number | string | Long);
}

export interface ClientInvoiceLine__Output {
  'description': (string);
  'quantity': (number);
  'unit_amount': (string);
  'amount': (string);
}
