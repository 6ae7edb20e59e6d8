// Original file: portico/tenancy/v1/tenancy.proto


export interface BulkMembersResponse {
  'changed'?: (number);
}

export interface BulkMembersResponse__Output {
  'changed': (number);
}
