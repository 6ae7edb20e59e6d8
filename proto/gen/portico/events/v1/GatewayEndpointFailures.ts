// Original file: portico/events/v1/gateway_peers.proto

import type { GatewayEndpointFailure as _portico_events_v1_GatewayEndpointFailure, GatewayEndpointFailure__Output as _portico_events_v1_GatewayEndpointFailure__Output } from '../../../portico/events/v1/GatewayEndpointFailure';

export interface GatewayEndpointFailures {
  'failures'?: (_portico_events_v1_GatewayEndpointFailure)[];
}

export interface GatewayEndpointFailures__Output {
  'failures': (_portico_events_v1_GatewayEndpointFailure__Output)[];
}
