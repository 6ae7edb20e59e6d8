// Original file: portico/content/v1/content.proto

import type { File as _portico_content_v1_File, File__Output as _portico_content_v1_File__Output } from '../../../portico/content/v1/File';
import type { Long } from '@grpc/proto-loader';

export interface BeginUploadResponse {
  'file'?: (_portico_content_v1_File | null);
  'storage_key'?: (string);
  'max_bytes'?: (number | string | Long);
}

export interface BeginUploadResponse__Output {
  'file': (_portico_content_v1_File__Output | null);
  'storage_key': (string);
  'max_bytes': (string);
}
