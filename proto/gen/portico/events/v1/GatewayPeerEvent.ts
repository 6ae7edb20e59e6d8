// Original file: portico/events/v1/gateway_peers.proto

import type { GatewayRequestCounts as _portico_events_v1_GatewayRequestCounts, GatewayRequestCounts__Output as _portico_events_v1_GatewayRequestCounts__Output } from '../../../portico/events/v1/GatewayRequestCounts';
import type { GatewayEndpointFailures as _portico_events_v1_GatewayEndpointFailures, GatewayEndpointFailures__Output as _portico_events_v1_GatewayEndpointFailures__Output } from '../../../portico/events/v1/GatewayEndpointFailures';

export interface GatewayPeerEvent {
  'replica_id'?: (string);
  'request_counts'?: (_portico_events_v1_GatewayRequestCounts | null);
  'endpoint_failures'?: (_portico_events_v1_GatewayEndpointFailures | null);
  'kind'?: "request_counts"|"endpoint_failures";
}

export interface GatewayPeerEvent__Output {
  'replica_id': (string);
  'request_counts'?: (_portico_events_v1_GatewayRequestCounts__Output | null);
  'endpoint_failures'?: (_portico_events_v1_GatewayEndpointFailures__Output | null);
  'kind'?: "request_counts"|"endpoint_failures";
}
