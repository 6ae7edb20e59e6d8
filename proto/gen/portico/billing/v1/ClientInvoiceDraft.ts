// Original file: portico/billing/v1/billing.proto

import type { ClientInvoiceLine as _portico_billing_v1_ClientInvoiceLine, ClientInvoiceLine__Output as _portico_billing_v1_ClientInvoiceLine__Output } from '../../../portico/billing/v1/ClientInvoiceLine';
import type { Long } from '@grpc/proto-loader';

export interface ClientInvoiceDraft {
  'client_ids'?: (string)[];
  'currency'?: (string);
  'lines'?: (_portico_billing_v1_ClientInvoiceLine)[];
  'tax_rate_bps'?: (number);
  'discount_amount'?: (number | string | Long);
  'due_date'?: (string);
  'notes'?: (string);
}

export interface ClientInvoiceDraft__Output {
  'client_ids': (string)[];
  'currency': (string);
  'lines': (_portico_billing_v1_ClientInvoiceLine__Output)[];
  'tax_rate_bps': (number);
  'discount_amount': (string);
  'due_date': (string);
  'notes': (string);
}
