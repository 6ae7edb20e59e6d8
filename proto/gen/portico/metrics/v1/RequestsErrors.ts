// Original file: portico/metrics/v1/metrics.proto

import type { RequestsErrorsPoint as _portico_metrics_v1_RequestsErrorsPoint, RequestsErrorsPoint__Output as _portico_metrics_v1_RequestsErrorsPoint__Output } from '../../../portico/metrics/v1/RequestsErrorsPoint';

export interface RequestsErrors {
  'points'?: (_portico_metrics_v1_RequestsErrorsPoint)[];
  'error_rate'?: (number | string);
  'requests'?: (number | string);
  'errors'?: (number | string);
}

export interface RequestsErrors__Output {
  'points': (_portico_metrics_v1_RequestsErrorsPoint__Output)[];
  'error_rate': (number);
  'requests': (number);
  'errors': (number);
}
