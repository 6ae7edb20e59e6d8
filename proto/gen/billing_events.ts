import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { ClientInvoiceDisputed as _portico_events_v1_ClientInvoiceDisputed, ClientInvoiceDisputed__Output as _portico_events_v1_ClientInvoiceDisputed__Output } from './portico/events/v1/ClientInvoiceDisputed';
import type { ClientInvoiceEvent as _portico_events_v1_ClientInvoiceEvent, ClientInvoiceEvent__Output as _portico_events_v1_ClientInvoiceEvent__Output } from './portico/events/v1/ClientInvoiceEvent';
import type { ClientInvoiceFacts as _portico_events_v1_ClientInvoiceFacts, ClientInvoiceFacts__Output as _portico_events_v1_ClientInvoiceFacts__Output } from './portico/events/v1/ClientInvoiceFacts';
import type { ClientInvoicePaid as _portico_events_v1_ClientInvoicePaid, ClientInvoicePaid__Output as _portico_events_v1_ClientInvoicePaid__Output } from './portico/events/v1/ClientInvoicePaid';
import type { ClientInvoicePaymentFailed as _portico_events_v1_ClientInvoicePaymentFailed, ClientInvoicePaymentFailed__Output as _portico_events_v1_ClientInvoicePaymentFailed__Output } from './portico/events/v1/ClientInvoicePaymentFailed';
import type { ClientInvoiceRefunded as _portico_events_v1_ClientInvoiceRefunded, ClientInvoiceRefunded__Output as _portico_events_v1_ClientInvoiceRefunded__Output } from './portico/events/v1/ClientInvoiceRefunded';
import type { ClientInvoiceSent as _portico_events_v1_ClientInvoiceSent, ClientInvoiceSent__Output as _portico_events_v1_ClientInvoiceSent__Output } from './portico/events/v1/ClientInvoiceSent';
import type { ClientInvoiceVoided as _portico_events_v1_ClientInvoiceVoided, ClientInvoiceVoided__Output as _portico_events_v1_ClientInvoiceVoided__Output } from './portico/events/v1/ClientInvoiceVoided';
import type { PlanChanged as _portico_events_v1_PlanChanged, PlanChanged__Output as _portico_events_v1_PlanChanged__Output } from './portico/events/v1/PlanChanged';
import type { SeatsChanged as _portico_events_v1_SeatsChanged, SeatsChanged__Output as _portico_events_v1_SeatsChanged__Output } from './portico/events/v1/SeatsChanged';
import type { SubscriptionEvent as _portico_events_v1_SubscriptionEvent, SubscriptionEvent__Output as _portico_events_v1_SubscriptionEvent__Output } from './portico/events/v1/SubscriptionEvent';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  portico: {
    events: {
      v1: {
        ClientInvoiceDisputed: MessageTypeDefinition<_portico_events_v1_ClientInvoiceDisputed, _portico_events_v1_ClientInvoiceDisputed__Output>
        ClientInvoiceEvent: MessageTypeDefinition<_portico_events_v1_ClientInvoiceEvent, _portico_events_v1_ClientInvoiceEvent__Output>
        ClientInvoiceFacts: MessageTypeDefinition<_portico_events_v1_ClientInvoiceFacts, _portico_events_v1_ClientInvoiceFacts__Output>
        ClientInvoicePaid: MessageTypeDefinition<_portico_events_v1_ClientInvoicePaid, _portico_events_v1_ClientInvoicePaid__Output>
        ClientInvoicePaymentFailed: MessageTypeDefinition<_portico_events_v1_ClientInvoicePaymentFailed, _portico_events_v1_ClientInvoicePaymentFailed__Output>
        ClientInvoiceRefunded: MessageTypeDefinition<_portico_events_v1_ClientInvoiceRefunded, _portico_events_v1_ClientInvoiceRefunded__Output>
        ClientInvoiceSent: MessageTypeDefinition<_portico_events_v1_ClientInvoiceSent, _portico_events_v1_ClientInvoiceSent__Output>
        ClientInvoiceVoided: MessageTypeDefinition<_portico_events_v1_ClientInvoiceVoided, _portico_events_v1_ClientInvoiceVoided__Output>
        PlanChanged: MessageTypeDefinition<_portico_events_v1_PlanChanged, _portico_events_v1_PlanChanged__Output>
        SeatsChanged: MessageTypeDefinition<_portico_events_v1_SeatsChanged, _portico_events_v1_SeatsChanged__Output>
        SubscriptionEvent: MessageTypeDefinition<_portico_events_v1_SubscriptionEvent, _portico_events_v1_SubscriptionEvent__Output>
      }
    }
  }
}

