// Original file: portico/content/v1/content.proto

import type { FileVersion as _portico_content_v1_FileVersion, FileVersion__Output as _portico_content_v1_FileVersion__Output } from '../../../portico/content/v1/FileVersion';

export interface ListFileVersionsResponse {
  'versions'?: (_portico_content_v1_FileVersion)[];
}

export interface ListFileVersionsResponse__Output {
  'versions': (_portico_content_v1_FileVersion__Output)[];
}
