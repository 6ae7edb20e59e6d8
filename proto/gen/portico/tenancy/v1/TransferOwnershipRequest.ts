// Original file: portico/tenancy/v1/tenancy.proto


export interface TransferOwnershipRequest {
  'new_owner_user_id'?: (string);
  'tenant_id'?: (string);
}

export interface TransferOwnershipRequest__Output {
  'new_owner_user_id': (string);
  'tenant_id': (string);
}
