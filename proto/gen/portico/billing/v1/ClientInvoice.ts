// Original file: portico/billing/v1/billing.proto

import type { ClientInvoiceLine as _portico_billing_v1_ClientInvoiceLine, ClientInvoiceLine__Output as _portico_billing_v1_ClientInvoiceLine__Output } from '../../../portico/billing/v1/ClientInvoiceLine';
import type { ClientInvoiceClient as _portico_billing_v1_ClientInvoiceClient, ClientInvoiceClient__Output as _portico_billing_v1_ClientInvoiceClient__Output } from '../../../portico/billing/v1/ClientInvoiceClient';
import type { Long } from '@grpc/proto-loader';

export interface ClientInvoice {
  'id'?: (string);
  'number'?: (string);
  'status'?: (string);
  'overdue'?: (boolean);
  'currency'?: (string);
  'lines'?: (_portico_billing_v1_ClientInvoiceLine)[];
  'tax_rate_bps'?: (number);
  'discount_amount'?: (number | string | Long);
  'subtotal'?: (number | string | Long);
  'tax_amount'?: (number | string | Long);
  'total'?: (number | string | Long);
  'amount_due'?: (number | string | Long);
  'amount_paid'?: (number | string | Long);
  'amount_refunded'?: (number | string | Long);
  'platform_fee'?: (number | string | Long);
  'due_date'?: (string);
  'notes'?: (string);
  'clients'?: (_portico_billing_v1_ClientInvoiceClient)[];
  'created_at'?: (string);
  'sent_at'?: (string);
  'paid_at'?: (string);
  'dispute_status'?: (string);
  'retainer_id'?: (string);
  'provider_invoice_id'?: (string);
}

export interface ClientInvoice__Output {
  'id': (string);
  'number': (string);
  'status': (string);
  'overdue': (boolean);
  'currency': (string);
  'lines': (_portico_billing_v1_ClientInvoiceLine__Output)[];
  'tax_rate_bps': (number);
  'discount_amount': (string);
  'subtotal': (string);
  'tax_amount': (string);
  'total': (string);
  'amount_due': (string);
  'amount_paid': (string);
  'amount_refunded': (string);
  'platform_fee': (string);
  'due_date': (string);
  'notes': (string);
  'clients': (_portico_billing_v1_ClientInvoiceClient__Output)[];
  'created_at': (string);
  'sent_at': (string);
  'paid_at': (string);
  'dispute_status': (string);
  'retainer_id': (string);
  'provider_invoice_id': (string);
}
