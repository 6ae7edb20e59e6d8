// Original file: portico/identity/v1/identity.proto

import type { ClientInfo as _portico_identity_v1_ClientInfo, ClientInfo__Output as _portico_identity_v1_ClientInfo__Output } from '../../../portico/identity/v1/ClientInfo';

export interface CompleteProviderSignInRequest {
  'provider'?: (string);
  'query'?: ({[key: string]: string});
  'signup_open'?: (boolean);
  'client'?: (_portico_identity_v1_ClientInfo | null);
  'public_host'?: (string);
  'browser_bound'?: (boolean);
}

export interface CompleteProviderSignInRequest__Output {
  'provider': (string);
  'query': ({[key: string]: string});
  'signup_open': (boolean);
  'client': (_portico_identity_v1_ClientInfo__Output | null);
  'public_host': (string);
  'browser_bound': (boolean);
}
