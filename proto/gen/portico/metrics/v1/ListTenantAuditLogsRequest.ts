// Original file: portico/metrics/v1/metrics.proto


export interface ListTenantAuditLogsRequest {
  'limit'?: (number);
  'user_id'?: (string);
}

export interface ListTenantAuditLogsRequest__Output {
  'limit': (number);
  'user_id': (string);
}
