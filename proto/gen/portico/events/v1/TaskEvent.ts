// Original file: portico/events/v1/content_events.proto

import type { TaskCreated as _portico_events_v1_TaskCreated, TaskCreated__Output as _portico_events_v1_TaskCreated__Output } from '../../../portico/events/v1/TaskCreated';
import type { TaskCompleted as _portico_events_v1_TaskCompleted, TaskCompleted__Output as _portico_events_v1_TaskCompleted__Output } from '../../../portico/events/v1/TaskCompleted';
import type { FileRequested as _portico_events_v1_FileRequested, FileRequested__Output as _portico_events_v1_FileRequested__Output } from '../../../portico/events/v1/FileRequested';
import type { FileRequestFulfilled as _portico_events_v1_FileRequestFulfilled, FileRequestFulfilled__Output as _portico_events_v1_FileRequestFulfilled__Output } from '../../../portico/events/v1/FileRequestFulfilled';
import type { TaskDue as _portico_events_v1_TaskDue, TaskDue__Output as _portico_events_v1_TaskDue__Output } from '../../../portico/events/v1/TaskDue';
import type { TaskOverdue as _portico_events_v1_TaskOverdue, TaskOverdue__Output as _portico_events_v1_TaskOverdue__Output } from '../../../portico/events/v1/TaskOverdue';

export interface TaskEvent {
  'tenant_id'?: (string);
  'task_id'?: (string);
  'created'?: (_portico_events_v1_TaskCreated | null);
  'completed'?: (_portico_events_v1_TaskCompleted | null);
  'file_requested'?: (_portico_events_v1_FileRequested | null);
  'file_request_fulfilled'?: (_portico_events_v1_FileRequestFulfilled | null);
  'due'?: (_portico_events_v1_TaskDue | null);
  'overdue'?: (_portico_events_v1_TaskOverdue | null);
  'kind'?: "created"|"completed"|"file_requested"|"file_request_fulfilled"|"due"|"overdue";
}

export interface TaskEvent__Output {
  'tenant_id': (string);
  'task_id': (string);
  'created'?: (_portico_events_v1_TaskCreated__Output | null);
  'completed'?: (_portico_events_v1_TaskCompleted__Output | null);
  'file_requested'?: (_portico_events_v1_FileRequested__Output | null);
  'file_request_fulfilled'?: (_portico_events_v1_FileRequestFulfilled__Output | null);
  'due'?: (_portico_events_v1_TaskDue__Output | null);
  'overdue'?: (_portico_events_v1_TaskOverdue__Output | null);
  'kind'?: "created"|"completed"|"file_requested"|"file_request_fulfilled"|"due"|"overdue";
}
