// Original file: portico/content/v1/content.proto


export interface ListFolderRequest {
  'folder_id'?: (string);
  'limit'?: (number);
  'offset'?: (number);
}

export interface ListFolderRequest__Output {
  'folder_id': (string);
  'limit': (number);
  'offset': (number);
}
