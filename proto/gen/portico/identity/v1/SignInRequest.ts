// Original file: portico/identity/v1/identity.proto

import type { ClientInfo as _portico_identity_v1_ClientInfo, ClientInfo__Output as _portico_identity_v1_ClientInfo__Output } from '../../../portico/identity/v1/ClientInfo';

export interface SignInRequest {
  'email'?: (string);
  'password'?: (string);
  'client'?: (_portico_identity_v1_ClientInfo | null);
}

export interface SignInRequest__Output {
  'email': (string);
  'password': (string);
  'client': (_portico_identity_v1_ClientInfo__Output | null);
}
