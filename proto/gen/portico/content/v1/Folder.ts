// Original file: portico/content/v1/content.proto


export interface Folder {
  'id'?: (string);
  'parent_id'?: (string);
  'name'?: (string);
  'owner_user_id'?: (string);
  'roles'?: (string)[];
  'created_by'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
}

export interface Folder__Output {
  'id': (string);
  'parent_id': (string);
  'name': (string);
  'owner_user_id': (string);
  'roles': (string)[];
  'created_by': (string);
  'created_at': (string);
  'updated_at': (string);
}
