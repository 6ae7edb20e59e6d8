// Original file: portico/identity/v1/identity.proto

import type { Session as _portico_identity_v1_Session, Session__Output as _portico_identity_v1_Session__Output } from '../../../portico/identity/v1/Session';

export interface CompleteProviderSignInResponse {
  'error_code'?: (string);
  'session'?: (_portico_identity_v1_Session | null);
  'return_to'?: (string);
  'tenant_host'?: (string);
  'created'?: (boolean);
  'provider_email'?: (string);
  'handoff_code'?: (string);
}

export interface CompleteProviderSignInResponse__Output {
  'error_code': (string);
  'session': (_portico_identity_v1_Session__Output | null);
  'return_to': (string);
  'tenant_host': (string);
  'created': (boolean);
  'provider_email': (string);
  'handoff_code': (string);
}
