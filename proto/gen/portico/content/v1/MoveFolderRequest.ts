// Original file: portico/content/v1/content.proto


export interface MoveFolderRequest {
  'id'?: (string);
  'parent_id'?: (string);
}

export interface MoveFolderRequest__Output {
  'id': (string);
  'parent_id': (string);
}
