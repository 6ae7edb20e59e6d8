// Original file: portico/metrics/v1/metrics.proto

import type { AuditEntry as _portico_metrics_v1_AuditEntry, AuditEntry__Output as _portico_metrics_v1_AuditEntry__Output } from '../../../portico/metrics/v1/AuditEntry';

export interface ListAuditLogsResponse {
  'logs'?: (_portico_metrics_v1_AuditEntry)[];
}

export interface ListAuditLogsResponse__Output {
  'logs': (_portico_metrics_v1_AuditEntry__Output)[];
}
