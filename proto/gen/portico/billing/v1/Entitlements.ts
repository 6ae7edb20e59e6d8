// Original file: portico/billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface Entitlements {
  'tenant_id'?: (string);
  'plan'?: (string);
  'client_limit'?: (number);
  'unlimited_clients'?: (boolean);
  'seats_total'?: (number);
  'features'?: ({[key: string]: boolean});
  'storage_quota_bytes'?: (number | string | Long);
}

export interface Entitlements__Output {
  'tenant_id': (string);
  'plan': (string);
  'client_limit': (number);
  'unlimited_clients': (boolean);
  'seats_total': (number);
  'features': ({[key: string]: boolean});
  'storage_quota_bytes': (string);
}
