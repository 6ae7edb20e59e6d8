import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { FileDeleted as _portico_events_v1_FileDeleted, FileDeleted__Output as _portico_events_v1_FileDeleted__Output } from './portico/events/v1/FileDeleted';
import type { FileEvent as _portico_events_v1_FileEvent, FileEvent__Output as _portico_events_v1_FileEvent__Output } from './portico/events/v1/FileEvent';
import type { FileUploaded as _portico_events_v1_FileUploaded, FileUploaded__Output as _portico_events_v1_FileUploaded__Output } from './portico/events/v1/FileUploaded';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  portico: {
    events: {
      v1: {
        FileDeleted: MessageTypeDefinition<_portico_events_v1_FileDeleted, _portico_events_v1_FileDeleted__Output>
        FileEvent: MessageTypeDefinition<_portico_events_v1_FileEvent, _portico_events_v1_FileEvent__Output>
        FileUploaded: MessageTypeDefinition<_portico_events_v1_FileUploaded, _portico_events_v1_FileUploaded__Output>
      }
    }
  }
}

