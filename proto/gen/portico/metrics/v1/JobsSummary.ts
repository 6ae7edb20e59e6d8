// Original file: portico/metrics/v1/metrics.proto

import type { SeriesPoint as _portico_metrics_v1_SeriesPoint, SeriesPoint__Output as _portico_metrics_v1_SeriesPoint__Output } from '../../../portico/metrics/v1/SeriesPoint';

export interface JobsSummary {
  'queued'?: (number);
  'depth'?: (_portico_metrics_v1_SeriesPoint)[];
}

export interface JobsSummary__Output {
  'queued': (number);
  'depth': (_portico_metrics_v1_SeriesPoint__Output)[];
}
