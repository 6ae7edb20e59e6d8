// Original file: portico/identity/v1/identity.proto

import type { User as _portico_identity_v1_User, User__Output as _portico_identity_v1_User__Output } from '../../../portico/identity/v1/User';

export interface Session {
  'access_token'?: (string);
  'expires_at'?: (string);
  'refresh_token'?: (string);
  'refresh_expires_at'?: (string);
  'session_id'?: (string);
  'user'?: (_portico_identity_v1_User | null);
  'impersonator_user_id'?: (string);
  'two_factor_challenge'?: (string);
  'two_factor_challenge_expires_at'?: (string);
}

export interface Session__Output {
  'access_token': (string);
  'expires_at': (string);
  'refresh_token': (string);
  'refresh_expires_at': (string);
  'session_id': (string);
  'user': (_portico_identity_v1_User__Output | null);
  'impersonator_user_id': (string);
  'two_factor_challenge': (string);
  'two_factor_challenge_expires_at': (string);
}
