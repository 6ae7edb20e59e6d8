// Original file: portico/content/v1/content.proto

import type { File as _portico_content_v1_File, File__Output as _portico_content_v1_File__Output } from '../../../portico/content/v1/File';

export interface FileRequest {
  'id'?: (string);
  'user_id'?: (string);
  'title'?: (string);
  'description'?: (string);
  'file_count'?: (number);
  'accepted_types'?: (string)[];
  'due_on'?: (string);
  'requested_by'?: (string);
  'status'?: (string);
  'created_at'?: (string);
  'closed_at'?: (string);
  'task_id'?: (string);
  'files'?: (_portico_content_v1_File)[];
}

export interface FileRequest__Output {
  'id': (string);
  'user_id': (string);
  'title': (string);
  'description': (string);
  'file_count': (number);
  'accepted_types': (string)[];
  'due_on': (string);
  'requested_by': (string);
  'status': (string);
  'created_at': (string);
  'closed_at': (string);
  'task_id': (string);
  'files': (_portico_content_v1_File__Output)[];
}
