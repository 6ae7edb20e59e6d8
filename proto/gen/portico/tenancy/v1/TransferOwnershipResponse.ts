// Original file: portico/tenancy/v1/tenancy.proto


export interface TransferOwnershipResponse {
  'tenant_id'?: (string);
  'previous_owner_user_id'?: (string);
  'new_owner_user_id'?: (string);
}

export interface TransferOwnershipResponse__Output {
  'tenant_id': (string);
  'previous_owner_user_id': (string);
  'new_owner_user_id': (string);
}
