// Original file: portico/identity/v1/identity.proto

import type { SignInProviderClient as _portico_identity_v1_SignInProviderClient, SignInProviderClient__Output as _portico_identity_v1_SignInProviderClient__Output } from '../../../portico/identity/v1/SignInProviderClient';

export interface SignInProviderClients {
  'clients'?: (_portico_identity_v1_SignInProviderClient)[];
}

export interface SignInProviderClients__Output {
  'clients': (_portico_identity_v1_SignInProviderClient__Output)[];
}
