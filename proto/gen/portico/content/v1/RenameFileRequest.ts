// Original file: portico/content/v1/content.proto


export interface RenameFileRequest {
  'id'?: (string);
  'title'?: (string);
}

export interface RenameFileRequest__Output {
  'id': (string);
  'title': (string);
}
