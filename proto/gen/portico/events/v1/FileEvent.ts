// Original file: portico/events/v1/content_events.proto

import type { FileUploaded as _portico_events_v1_FileUploaded, FileUploaded__Output as _portico_events_v1_FileUploaded__Output } from '../../../portico/events/v1/FileUploaded';
import type { FileDeleted as _portico_events_v1_FileDeleted, FileDeleted__Output as _portico_events_v1_FileDeleted__Output } from '../../../portico/events/v1/FileDeleted';
import type { FileOpened as _portico_events_v1_FileOpened, FileOpened__Output as _portico_events_v1_FileOpened__Output } from '../../../portico/events/v1/FileOpened';
import type { FileVersionAdded as _portico_events_v1_FileVersionAdded, FileVersionAdded__Output as _portico_events_v1_FileVersionAdded__Output } from '../../../portico/events/v1/FileVersionAdded';
import type { ApprovalRequested as _portico_events_v1_ApprovalRequested, ApprovalRequested__Output as _portico_events_v1_ApprovalRequested__Output } from '../../../portico/events/v1/ApprovalRequested';
import type { ApprovalDecided as _portico_events_v1_ApprovalDecided, ApprovalDecided__Output as _portico_events_v1_ApprovalDecided__Output } from '../../../portico/events/v1/ApprovalDecided';

export interface FileEvent {
  'tenant_id'?: (string);
  'file_id'?: (string);
  'uploaded'?: (_portico_events_v1_FileUploaded | null);
  'deleted'?: (_portico_events_v1_FileDeleted | null);
  'opened'?: (_portico_events_v1_FileOpened | null);
  'version_added'?: (_portico_events_v1_FileVersionAdded | null);
  'approval_requested'?: (_portico_events_v1_ApprovalRequested | null);
  'approval_decided'?: (_portico_events_v1_ApprovalDecided | null);
  'kind'?: "uploaded"|"deleted"|"opened"|"version_added"|"approval_requested"|"approval_decided";
}

export interface FileEvent__Output {
  'tenant_id': (string);
  'file_id': (string);
  'uploaded'?: (_portico_events_v1_FileUploaded__Output | null);
  'deleted'?: (_portico_events_v1_FileDeleted__Output | null);
  'opened'?: (_portico_events_v1_FileOpened__Output | null);
  'version_added'?: (_portico_events_v1_FileVersionAdded__Output | null);
  'approval_requested'?: (_portico_events_v1_ApprovalRequested__Output | null);
  'approval_decided'?: (_portico_events_v1_ApprovalDecided__Output | null);
  'kind'?: "uploaded"|"deleted"|"opened"|"version_added"|"approval_requested"|"approval_decided";
}
