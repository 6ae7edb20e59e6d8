// Original file: portico/billing/v1/billing.proto

import type { Invoice as _portico_billing_v1_Invoice, Invoice__Output as _portico_billing_v1_Invoice__Output } from '../../../portico/billing/v1/Invoice';

export interface BillingSummary {
  'plan'?: (string);
  'interval'?: (string);
  'seats_purchased'?: (number);
  'seats_included'?: (number);
  'clients_count'?: (number);
  'team_count'?: (number);
  'invoices'?: (_portico_billing_v1_Invoice)[];
  'status'?: (string);
  'current_period_end'?: (string);
}

export interface BillingSummary__Output {
  'plan': (string);
  'interval': (string);
  'seats_purchased': (number);
  'seats_included': (number);
  'clients_count': (number);
  'team_count': (number);
  'invoices': (_portico_billing_v1_Invoice__Output)[];
  'status': (string);
  'current_period_end': (string);
}
