// Original file: portico/content/v1/content.proto

import type { File as _portico_content_v1_File, File__Output as _portico_content_v1_File__Output } from '../../../portico/content/v1/File';

export interface OpenFileResponse {
  'file'?: (_portico_content_v1_File | null);
  'storage_key'?: (string);
}

export interface OpenFileResponse__Output {
  'file': (_portico_content_v1_File__Output | null);
  'storage_key': (string);
}
