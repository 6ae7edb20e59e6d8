// Original file: portico/tenancy/v1/tenancy.proto


export interface RemoveMemberRequest {
  'user_id'?: (string);
  'delete_files'?: (boolean);
}

export interface RemoveMemberRequest__Output {
  'user_id': (string);
  'delete_files': (boolean);
}
