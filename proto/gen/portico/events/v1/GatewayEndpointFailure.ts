// Original file: portico/events/v1/gateway_peers.proto


export interface GatewayEndpointFailure {
  'endpoint'?: (string);
  'at'?: (string);
  'request_id'?: (string);
  'trace_id'?: (string);
}

export interface GatewayEndpointFailure__Output {
  'endpoint': (string);
  'at': (string);
  'request_id': (string);
  'trace_id': (string);
}
