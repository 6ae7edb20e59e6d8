// Original file: portico/events/v1/content_events.proto

import type { FileUploaded as _portico_events_v1_FileUploaded, FileUploaded__Output as _portico_events_v1_FileUploaded__Output } from '../../../portico/events/v1/FileUploaded';
import type { FileDeleted as _portico_events_v1_FileDeleted, FileDeleted__Output as _portico_events_v1_FileDeleted__Output } from '../../../portico/events/v1/FileDeleted';
import type { FileOpened as _portico_events_v1_FileOpened, FileOpened__Output as _portico_events_v1_FileOpened__Output } from '../../../portico/events/v1/FileOpened';

export interface FileEvent {
  'tenant_id'?: (string);
  'file_id'?: (string);
  'uploaded'?: (_portico_events_v1_FileUploaded | null);
  'deleted'?: (_portico_events_v1_FileDeleted | null);
  'opened'?: (_portico_events_v1_FileOpened | null);
  'kind'?: "uploaded"|"deleted"|"opened";
}

export interface FileEvent__Output {
  'tenant_id': (string);
  'file_id': (string);
  'uploaded'?: (_portico_events_v1_FileUploaded__Output | null);
  'deleted'?: (_portico_events_v1_FileDeleted__Output | null);
  'opened'?: (_portico_events_v1_FileOpened__Output | null);
  'kind'?: "uploaded"|"deleted"|"opened";
}
