// Original file: portico/events/v1/audit_events.proto


export interface AuditEvent {
  'actor_user_id'?: (string);
  'impersonator_user_id'?: (string);
  'action'?: (string);
  'entity_type'?: (string);
  'entity_id'?: (string);
  'tenant_id'?: (string);
  'reason'?: (string);
  'details_json'?: (string);
  'occurred_at'?: (string);
}

export interface AuditEvent__Output {
  'actor_user_id': (string);
  'impersonator_user_id': (string);
  'action': (string);
  'entity_type': (string);
  'entity_id': (string);
  'tenant_id': (string);
  'reason': (string);
  'details_json': (string);
  'occurred_at': (string);
}
