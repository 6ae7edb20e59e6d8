// Original file: portico/identity/v1/identity.proto

import type { User as _portico_identity_v1_User, User__Output as _portico_identity_v1_User__Output } from '../../../portico/identity/v1/User';

export interface ConfirmEmailResponse {
  'purpose'?: (string);
  'user'?: (_portico_identity_v1_User | null);
}

export interface ConfirmEmailResponse__Output {
  'purpose': (string);
  'user': (_portico_identity_v1_User__Output | null);
}
