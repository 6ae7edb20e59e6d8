// Original file: portico/identity/v1/identity.proto


export interface RecordAuditRequest {
  'action'?: (string);
  'entity_type'?: (string);
  'entity_id'?: (string);
  'tenant_id'?: (string);
  'reason'?: (string);
  'details_json'?: (string);
  'actor_user_id'?: (string);
}

export interface RecordAuditRequest__Output {
  'action': (string);
  'entity_type': (string);
  'entity_id': (string);
  'tenant_id': (string);
  'reason': (string);
  'details_json': (string);
  'actor_user_id': (string);
}
