// Original file: portico/events/v1/billing_events.proto

import type { Long } from '@grpc/proto-loader';

export interface ClientInvoiceFacts {
  'id'?: (string);
  'number'?: (string);
  'currency'?: (string);
  'total'?: (number | string | Long);
  'amount_due'?: (number | string | Long);
  'amount_paid'?: (number | string | Long);
  'due_date'?: (string);
  'client_user_ids'?: (string)[];
  'status'?: (string);
  'path'?: (string);
}

export interface ClientInvoiceFacts__Output {
  'id': (string);
  'number': (string);
  'currency': (string);
  'total': (string);
  'amount_due': (string);
  'amount_paid': (string);
  'due_date': (string);
  'client_user_ids': (string)[];
  'status': (string);
  'path': (string);
}
