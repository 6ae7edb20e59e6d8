// Original file: portico/billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface SandboxInvoicePage {
  'token'?: (string);
  'number'?: (string);
  'currency'?: (string);
  'amount_due'?: (number | string | Long);
  'status'?: (string);
  'business_name'?: (string);
  'due_date'?: (string);
}

export interface SandboxInvoicePage__Output {
  'token': (string);
  'number': (string);
  'currency': (string);
  'amount_due': (string);
  'status': (string);
  'business_name': (string);
  'due_date': (string);
}
