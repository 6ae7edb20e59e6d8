// Original file: portico/metrics/v1/metrics.proto

import type { TopEndpoint as _portico_metrics_v1_TopEndpoint, TopEndpoint__Output as _portico_metrics_v1_TopEndpoint__Output } from '../../../portico/metrics/v1/TopEndpoint';

export interface ListTopEndpointsResponse {
  'endpoints'?: (_portico_metrics_v1_TopEndpoint)[];
}

export interface ListTopEndpointsResponse__Output {
  'endpoints': (_portico_metrics_v1_TopEndpoint__Output)[];
}
