// Original file: portico/billing/v1/billing.proto

import type { ClientInvoice as _portico_billing_v1_ClientInvoice, ClientInvoice__Output as _portico_billing_v1_ClientInvoice__Output } from '../../../portico/billing/v1/ClientInvoice';
import type { CurrencyTotals as _portico_billing_v1_CurrencyTotals, CurrencyTotals__Output as _portico_billing_v1_CurrencyTotals__Output } from '../../../portico/billing/v1/CurrencyTotals';

export interface ListClientInvoicesResponse {
  'invoices'?: (_portico_billing_v1_ClientInvoice)[];
  'next_cursor'?: (string);
  'totals'?: (_portico_billing_v1_CurrencyTotals)[];
}

export interface ListClientInvoicesResponse__Output {
  'invoices': (_portico_billing_v1_ClientInvoice__Output)[];
  'next_cursor': (string);
  'totals': (_portico_billing_v1_CurrencyTotals__Output)[];
}
