import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

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
        PlanChanged: MessageTypeDefinition<_portico_events_v1_PlanChanged, _portico_events_v1_PlanChanged__Output>
        SeatsChanged: MessageTypeDefinition<_portico_events_v1_SeatsChanged, _portico_events_v1_SeatsChanged__Output>
        SubscriptionEvent: MessageTypeDefinition<_portico_events_v1_SubscriptionEvent, _portico_events_v1_SubscriptionEvent__Output>
      }
    }
  }
}

