// Original file: portico/metrics/v1/metrics.proto

import type { TraceSpan as _portico_metrics_v1_TraceSpan, TraceSpan__Output as _portico_metrics_v1_TraceSpan__Output } from '../../../portico/metrics/v1/TraceSpan';

export interface Trace {
  'trace_id'?: (string);
  'spans'?: (_portico_metrics_v1_TraceSpan)[];
}

export interface Trace__Output {
  'trace_id': (string);
  'spans': (_portico_metrics_v1_TraceSpan__Output)[];
}
