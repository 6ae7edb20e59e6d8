// Original file: portico/content/v1/content.proto

import type { File as _portico_content_v1_File, File__Output as _portico_content_v1_File__Output } from '../../../portico/content/v1/File';

export interface ListFilesResponse {
  'files'?: (_portico_content_v1_File)[];
}

export interface ListFilesResponse__Output {
  'files': (_portico_content_v1_File__Output)[];
}
