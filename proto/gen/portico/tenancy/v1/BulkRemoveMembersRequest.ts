// Original file: portico/tenancy/v1/tenancy.proto


export interface BulkRemoveMembersRequest {
  'user_ids'?: (string)[];
  'delete_files'?: (boolean);
}

export interface BulkRemoveMembersRequest__Output {
  'user_ids': (string)[];
  'delete_files': (boolean);
}
