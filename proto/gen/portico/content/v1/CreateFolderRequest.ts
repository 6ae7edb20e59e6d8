// Original file: portico/content/v1/content.proto


export interface CreateFolderRequest {
  'parent_id'?: (string);
  'name'?: (string);
  'owner_user_id'?: (string);
  'roles'?: (string)[];
}

export interface CreateFolderRequest__Output {
  'parent_id': (string);
  'name': (string);
  'owner_user_id': (string);
  'roles': (string)[];
}
