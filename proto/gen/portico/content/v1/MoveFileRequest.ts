// Original file: portico/content/v1/content.proto


export interface MoveFileRequest {
  'id'?: (string);
  'folder_id'?: (string);
}

export interface MoveFileRequest__Output {
  'id': (string);
  'folder_id': (string);
}
