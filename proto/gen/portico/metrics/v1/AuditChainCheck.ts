// Original file: portico/metrics/v1/metrics.proto

import type { Long } from '@grpc/proto-loader';

export interface AuditChainCheck {
  'ok'?: (boolean);
  'checked'?: (number);
  'broken_at_id'?: (string);
  'broken_at_seq'?: (number | string | Long);
}

export interface AuditChainCheck__Output {
  'ok': (boolean);
  'checked': (number);
  'broken_at_id': (string);
  'broken_at_seq': (string);
}
