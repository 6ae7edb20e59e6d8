// Original file: portico/identity/v1/identity.proto

import type { User as _portico_identity_v1_User, User__Output as _portico_identity_v1_User__Output } from '../../../portico/identity/v1/User';

export interface GetUsersResponse {
  'users'?: (_portico_identity_v1_User)[];
}

export interface GetUsersResponse__Output {
  'users': (_portico_identity_v1_User__Output)[];
}
