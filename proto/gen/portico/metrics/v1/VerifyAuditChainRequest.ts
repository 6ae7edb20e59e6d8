// Original file: portico/metrics/v1/metrics.proto


export interface VerifyAuditChainRequest {
  'tenant_id'?: (string);
}

export interface VerifyAuditChainRequest__Output {
  'tenant_id': (string);
}
