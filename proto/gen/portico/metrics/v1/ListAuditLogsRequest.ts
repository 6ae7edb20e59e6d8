// Original file: portico/metrics/v1/metrics.proto


export interface ListAuditLogsRequest {
  'limit'?: (number);
  'tenant_id'?: (string);
  'actor_user_id'?: (string);
  'entity_type'?: (string);
  'action'?: (string);
}

export interface ListAuditLogsRequest__Output {
  'limit': (number);
  'tenant_id': (string);
  'actor_user_id': (string);
  'entity_type': (string);
  'action': (string);
}
