import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { FormResponseEvent as _portico_events_v1_FormResponseEvent, FormResponseEvent__Output as _portico_events_v1_FormResponseEvent__Output } from './portico/events/v1/FormResponseEvent';
import type { FormResponseSubmitted as _portico_events_v1_FormResponseSubmitted, FormResponseSubmitted__Output as _portico_events_v1_FormResponseSubmitted__Output } from './portico/events/v1/FormResponseSubmitted';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  portico: {
    events: {
      v1: {
        FormResponseEvent: MessageTypeDefinition<_portico_events_v1_FormResponseEvent, _portico_events_v1_FormResponseEvent__Output>
        FormResponseSubmitted: MessageTypeDefinition<_portico_events_v1_FormResponseSubmitted, _portico_events_v1_FormResponseSubmitted__Output>
      }
    }
  }
}

