// Original file: portico/identity/v1/identity.proto

import type { ClientInfo as _portico_identity_v1_ClientInfo, ClientInfo__Output as _portico_identity_v1_ClientInfo__Output } from '../../../portico/identity/v1/ClientInfo';

export interface RedeemProviderHandoffRequest {
  'code'?: (string);
  'host'?: (string);
  'binding'?: (string);
  'client'?: (_portico_identity_v1_ClientInfo | null);
}

export interface RedeemProviderHandoffRequest__Output {
  'code': (string);
  'host': (string);
  'binding': (string);
  'client': (_portico_identity_v1_ClientInfo__Output | null);
}
