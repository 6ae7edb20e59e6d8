import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { GatewayEndpointFailure as _portico_events_v1_GatewayEndpointFailure, GatewayEndpointFailure__Output as _portico_events_v1_GatewayEndpointFailure__Output } from './portico/events/v1/GatewayEndpointFailure';
import type { GatewayEndpointFailures as _portico_events_v1_GatewayEndpointFailures, GatewayEndpointFailures__Output as _portico_events_v1_GatewayEndpointFailures__Output } from './portico/events/v1/GatewayEndpointFailures';
import type { GatewayPeerEvent as _portico_events_v1_GatewayPeerEvent, GatewayPeerEvent__Output as _portico_events_v1_GatewayPeerEvent__Output } from './portico/events/v1/GatewayPeerEvent';
import type { GatewayRequestCounts as _portico_events_v1_GatewayRequestCounts, GatewayRequestCounts__Output as _portico_events_v1_GatewayRequestCounts__Output } from './portico/events/v1/GatewayRequestCounts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  portico: {
    events: {
      v1: {
        GatewayEndpointFailure: MessageTypeDefinition<_portico_events_v1_GatewayEndpointFailure, _portico_events_v1_GatewayEndpointFailure__Output>
        GatewayEndpointFailures: MessageTypeDefinition<_portico_events_v1_GatewayEndpointFailures, _portico_events_v1_GatewayEndpointFailures__Output>
        GatewayPeerEvent: MessageTypeDefinition<_portico_events_v1_GatewayPeerEvent, _portico_events_v1_GatewayPeerEvent__Output>
        GatewayRequestCounts: MessageTypeDefinition<_portico_events_v1_GatewayRequestCounts, _portico_events_v1_GatewayRequestCounts__Output>
      }
    }
  }
}

