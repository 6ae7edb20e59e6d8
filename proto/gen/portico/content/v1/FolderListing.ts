// Original file: portico/content/v1/content.proto

import type { Folder as _portico_content_v1_Folder, Folder__Output as _portico_content_v1_Folder__Output } from '../../../portico/content/v1/Folder';
import type { File as _portico_content_v1_File, File__Output as _portico_content_v1_File__Output } from '../../../portico/content/v1/File';

export interface FolderListing {
  'folder'?: (_portico_content_v1_Folder | null);
  'breadcrumbs'?: (_portico_content_v1_Folder)[];
  'folders'?: (_portico_content_v1_Folder)[];
  'files'?: (_portico_content_v1_File)[];
  'total_files'?: (number);
}

export interface FolderListing__Output {
  'folder': (_portico_content_v1_Folder__Output | null);
  'breadcrumbs': (_portico_content_v1_Folder__Output)[];
  'folders': (_portico_content_v1_Folder__Output)[];
  'files': (_portico_content_v1_File__Output)[];
  'total_files': (number);
}
