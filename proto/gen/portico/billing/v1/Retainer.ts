// Original file: portico/billing/v1/billing.proto

import type { ClientInvoiceClient as _portico_billing_v1_ClientInvoiceClient, ClientInvoiceClient__Output as _portico_billing_v1_ClientInvoiceClient__Output } from '../../../portico/billing/v1/ClientInvoiceClient';
import type { Long } from '@grpc/proto-loader';

export interface Retainer {
  'id'?: (string);
  'client'?: (_portico_billing_v1_ClientInvoiceClient | null);
  'currency'?: (string);
  'description'?: (string);
  'amount'?: (number | string | Long);
  'interval'?: (string);
  'start_date'?: (string);
  'status'?: (string);
  'current_period_end'?: (string);
  'cancel_at_period_end'?: (boolean);
  'created_at'?: (string);
}

export interface Retainer__Output {
  'id': (string);
  'client': (_portico_billing_v1_ClientInvoiceClient__Output | null);
  'currency': (string);
  'description': (string);
  'amount': (string);
  'interval': (string);
  'start_date': (string);
  'status': (string);
  'current_period_end': (string);
  'cancel_at_period_end': (boolean);
  'created_at': (string);
}
