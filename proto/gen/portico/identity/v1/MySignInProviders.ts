// Original file: portico/identity/v1/identity.proto

import type { LinkedSignInProvider as _portico_identity_v1_LinkedSignInProvider, LinkedSignInProvider__Output as _portico_identity_v1_LinkedSignInProvider__Output } from '../../../portico/identity/v1/LinkedSignInProvider';

export interface MySignInProviders {
  'links'?: (_portico_identity_v1_LinkedSignInProvider)[];
  'has_password'?: (boolean);
}

export interface MySignInProviders__Output {
  'links': (_portico_identity_v1_LinkedSignInProvider__Output)[];
  'has_password': (boolean);
}
