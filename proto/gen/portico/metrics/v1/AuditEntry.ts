// Original file: portico/metrics/v1/metrics.proto


export interface AuditEntry {
  'id'?: (string);
  'actor_user_id'?: (string);
  'impersonator_user_id'?: (string);
  'action'?: (string);
  'entity_type'?: (string);
  'entity_id'?: (string);
  'tenant_id'?: (string);
  'reason'?: (string);
  'details_json'?: (string);
  'created_at'?: (string);
}

export interface AuditEntry__Output {
  'id': (string);
  'actor_user_id': (string);
  'impersonator_user_id': (string);
  'action': (string);
  'entity_type': (string);
  'entity_id': (string);
  'tenant_id': (string);
  'reason': (string);
  'details_json': (string);
  'created_at': (string);
}
