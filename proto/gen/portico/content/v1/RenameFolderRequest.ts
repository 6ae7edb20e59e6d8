// Original file: portico/content/v1/content.proto


export interface RenameFolderRequest {
  'id'?: (string);
  'name'?: (string);
}

export interface RenameFolderRequest__Output {
  'id': (string);
  'name': (string);
}
