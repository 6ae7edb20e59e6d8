import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { ApprovalDecided as _portico_events_v1_ApprovalDecided, ApprovalDecided__Output as _portico_events_v1_ApprovalDecided__Output } from './portico/events/v1/ApprovalDecided';
import type { ApprovalRequested as _portico_events_v1_ApprovalRequested, ApprovalRequested__Output as _portico_events_v1_ApprovalRequested__Output } from './portico/events/v1/ApprovalRequested';
import type { EmbedChanged as _portico_events_v1_EmbedChanged, EmbedChanged__Output as _portico_events_v1_EmbedChanged__Output } from './portico/events/v1/EmbedChanged';
import type { EmbedEvent as _portico_events_v1_EmbedEvent, EmbedEvent__Output as _portico_events_v1_EmbedEvent__Output } from './portico/events/v1/EmbedEvent';
import type { FileDeleted as _portico_events_v1_FileDeleted, FileDeleted__Output as _portico_events_v1_FileDeleted__Output } from './portico/events/v1/FileDeleted';
import type { FileEvent as _portico_events_v1_FileEvent, FileEvent__Output as _portico_events_v1_FileEvent__Output } from './portico/events/v1/FileEvent';
import type { FileOpened as _portico_events_v1_FileOpened, FileOpened__Output as _portico_events_v1_FileOpened__Output } from './portico/events/v1/FileOpened';
import type { FileRequestFulfilled as _portico_events_v1_FileRequestFulfilled, FileRequestFulfilled__Output as _portico_events_v1_FileRequestFulfilled__Output } from './portico/events/v1/FileRequestFulfilled';
import type { FileRequested as _portico_events_v1_FileRequested, FileRequested__Output as _portico_events_v1_FileRequested__Output } from './portico/events/v1/FileRequested';
import type { FileUploaded as _portico_events_v1_FileUploaded, FileUploaded__Output as _portico_events_v1_FileUploaded__Output } from './portico/events/v1/FileUploaded';
import type { FileVersionAdded as _portico_events_v1_FileVersionAdded, FileVersionAdded__Output as _portico_events_v1_FileVersionAdded__Output } from './portico/events/v1/FileVersionAdded';
import type { TaskCompleted as _portico_events_v1_TaskCompleted, TaskCompleted__Output as _portico_events_v1_TaskCompleted__Output } from './portico/events/v1/TaskCompleted';
import type { TaskCreated as _portico_events_v1_TaskCreated, TaskCreated__Output as _portico_events_v1_TaskCreated__Output } from './portico/events/v1/TaskCreated';
import type { TaskDue as _portico_events_v1_TaskDue, TaskDue__Output as _portico_events_v1_TaskDue__Output } from './portico/events/v1/TaskDue';
import type { TaskEvent as _portico_events_v1_TaskEvent, TaskEvent__Output as _portico_events_v1_TaskEvent__Output } from './portico/events/v1/TaskEvent';
import type { TaskOverdue as _portico_events_v1_TaskOverdue, TaskOverdue__Output as _portico_events_v1_TaskOverdue__Output } from './portico/events/v1/TaskOverdue';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  portico: {
    events: {
      v1: {
        ApprovalDecided: MessageTypeDefinition<_portico_events_v1_ApprovalDecided, _portico_events_v1_ApprovalDecided__Output>
        ApprovalRequested: MessageTypeDefinition<_portico_events_v1_ApprovalRequested, _portico_events_v1_ApprovalRequested__Output>
        EmbedChanged: MessageTypeDefinition<_portico_events_v1_EmbedChanged, _portico_events_v1_EmbedChanged__Output>
        EmbedEvent: MessageTypeDefinition<_portico_events_v1_EmbedEvent, _portico_events_v1_EmbedEvent__Output>
        FileDeleted: MessageTypeDefinition<_portico_events_v1_FileDeleted, _portico_events_v1_FileDeleted__Output>
        FileEvent: MessageTypeDefinition<_portico_events_v1_FileEvent, _portico_events_v1_FileEvent__Output>
        FileOpened: MessageTypeDefinition<_portico_events_v1_FileOpened, _portico_events_v1_FileOpened__Output>
        FileRequestFulfilled: MessageTypeDefinition<_portico_events_v1_FileRequestFulfilled, _portico_events_v1_FileRequestFulfilled__Output>
        FileRequested: MessageTypeDefinition<_portico_events_v1_FileRequested, _portico_events_v1_FileRequested__Output>
        FileUploaded: MessageTypeDefinition<_portico_events_v1_FileUploaded, _portico_events_v1_FileUploaded__Output>
        FileVersionAdded: MessageTypeDefinition<_portico_events_v1_FileVersionAdded, _portico_events_v1_FileVersionAdded__Output>
        TaskCompleted: MessageTypeDefinition<_portico_events_v1_TaskCompleted, _portico_events_v1_TaskCompleted__Output>
        TaskCreated: MessageTypeDefinition<_portico_events_v1_TaskCreated, _portico_events_v1_TaskCreated__Output>
        TaskDue: MessageTypeDefinition<_portico_events_v1_TaskDue, _portico_events_v1_TaskDue__Output>
        TaskEvent: MessageTypeDefinition<_portico_events_v1_TaskEvent, _portico_events_v1_TaskEvent__Output>
        TaskOverdue: MessageTypeDefinition<_portico_events_v1_TaskOverdue, _portico_events_v1_TaskOverdue__Output>
      }
    }
  }
}

