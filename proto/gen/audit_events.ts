import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AuditEvent as _portico_events_v1_AuditEvent, AuditEvent__Output as _portico_events_v1_AuditEvent__Output } from './portico/events/v1/AuditEvent';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  portico: {
    events: {
      v1: {
        AuditEvent: MessageTypeDefinition<_portico_events_v1_AuditEvent, _portico_events_v1_AuditEvent__Output>
      }
    }
  }
}

