// Original file: portico/content/v1/content.proto

import type { File as _portico_content_v1_File, File__Output as _portico_content_v1_File__Output } from '../../../portico/content/v1/File';

export interface DownloadGrant {
  'file'?: (_portico_content_v1_File | null);
  'download_path'?: (string);
  'expires_at'?: (string);
  'content_disposition'?: (string);
}

export interface DownloadGrant__Output {
  'file': (_portico_content_v1_File__Output | null);
  'download_path': (string);
  'expires_at': (string);
  'content_disposition': (string);
}
