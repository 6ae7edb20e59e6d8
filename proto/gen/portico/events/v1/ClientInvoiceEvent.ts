// Original file: portico/events/v1/billing_events.proto

import type { ClientInvoiceFacts as _portico_events_v1_ClientInvoiceFacts, ClientInvoiceFacts__Output as _portico_events_v1_ClientInvoiceFacts__Output } from '../../../portico/events/v1/ClientInvoiceFacts';
import type { ClientInvoiceSent as _portico_events_v1_ClientInvoiceSent, ClientInvoiceSent__Output as _portico_events_v1_ClientInvoiceSent__Output } from '../../../portico/events/v1/ClientInvoiceSent';
import type { ClientInvoicePaid as _portico_events_v1_ClientInvoicePaid, ClientInvoicePaid__Output as _portico_events_v1_ClientInvoicePaid__Output } from '../../../portico/events/v1/ClientInvoicePaid';
import type { ClientInvoicePaymentFailed as _portico_events_v1_ClientInvoicePaymentFailed, ClientInvoicePaymentFailed__Output as _portico_events_v1_ClientInvoicePaymentFailed__Output } from '../../../portico/events/v1/ClientInvoicePaymentFailed';
import type { ClientInvoiceVoided as _portico_events_v1_ClientInvoiceVoided, ClientInvoiceVoided__Output as _portico_events_v1_ClientInvoiceVoided__Output } from '../../../portico/events/v1/ClientInvoiceVoided';
import type { ClientInvoiceRefunded as _portico_events_v1_ClientInvoiceRefunded, ClientInvoiceRefunded__Output as _portico_events_v1_ClientInvoiceRefunded__Output } from '../../../portico/events/v1/ClientInvoiceRefunded';
import type { ClientInvoiceDisputed as _portico_events_v1_ClientInvoiceDisputed, ClientInvoiceDisputed__Output as _portico_events_v1_ClientInvoiceDisputed__Output } from '../../../portico/events/v1/ClientInvoiceDisputed';

export interface ClientInvoiceEvent {
  'tenant_id'?: (string);
  'invoice'?: (_portico_events_v1_ClientInvoiceFacts | null);
  'sent'?: (_portico_events_v1_ClientInvoiceSent | null);
  'paid'?: (_portico_events_v1_ClientInvoicePaid | null);
  'payment_failed'?: (_portico_events_v1_ClientInvoicePaymentFailed | null);
  'voided'?: (_portico_events_v1_ClientInvoiceVoided | null);
  'refunded'?: (_portico_events_v1_ClientInvoiceRefunded | null);
  'disputed'?: (_portico_events_v1_ClientInvoiceDisputed | null);
  'kind'?: "sent"|"paid"|"payment_failed"|"voided"|"refunded"|"disputed";
}

export interface ClientInvoiceEvent__Output {
  'tenant_id': (string);
  'invoice': (_portico_events_v1_ClientInvoiceFacts__Output | null);
  'sent'?: (_portico_events_v1_ClientInvoiceSent__Output | null);
  'paid'?: (_portico_events_v1_ClientInvoicePaid__Output | null);
  'payment_failed'?: (_portico_events_v1_ClientInvoicePaymentFailed__Output | null);
  'voided'?: (_portico_events_v1_ClientInvoiceVoided__Output | null);
  'refunded'?: (_portico_events_v1_ClientInvoiceRefunded__Output | null);
  'disputed'?: (_portico_events_v1_ClientInvoiceDisputed__Output | null);
  'kind'?: "sent"|"paid"|"payment_failed"|"voided"|"refunded"|"disputed";
}
