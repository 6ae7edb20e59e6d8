// Original file: portico/billing/v1/billing.proto

import type { ClientInvoiceDraft as _portico_billing_v1_ClientInvoiceDraft, ClientInvoiceDraft__Output as _portico_billing_v1_ClientInvoiceDraft__Output } from '../../../portico/billing/v1/ClientInvoiceDraft';

export interface SaveClientInvoiceRequest {
  'id'?: (string);
  'draft'?: (_portico_billing_v1_ClientInvoiceDraft | null);
}

export interface SaveClientInvoiceRequest__Output {
  'id': (string);
  'draft': (_portico_billing_v1_ClientInvoiceDraft__Output | null);
}
