// Original file: portico/events/v1/gateway_peers.proto


export interface GatewayRequestCounts {
  'window'?: (number);
  'counts'?: ({[key: string]: number});
}

export interface GatewayRequestCounts__Output {
  'window': (number);
  'counts': ({[key: string]: number});
}
