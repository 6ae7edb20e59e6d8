// Original file: portico/identity/v1/identity.proto

import type { ClientInfo as _portico_identity_v1_ClientInfo, ClientInfo__Output as _portico_identity_v1_ClientInfo__Output } from '../../../portico/identity/v1/ClientInfo';

export interface SignUpRequest {
  'name'?: (string);
  'email'?: (string);
  'password'?: (string);
  'company_name'?: (string);
  'title'?: (string);
  'invite'?: (string);
  'phone'?: (string);
  'client'?: (_portico_identity_v1_ClientInfo | null);
  'verify_base_url'?: (string);
  'email_proven_by_invitation'?: (boolean);
  'locale'?: (string);
}

export interface SignUpRequest__Output {
  'name': (string);
  'email': (string);
  'password': (string);
  'company_name': (string);
  'title': (string);
  'invite': (string);
  'phone': (string);
  'client': (_portico_identity_v1_ClientInfo__Output | null);
  'verify_base_url': (string);
  'email_proven_by_invitation': (boolean);
  'locale': (string);
}
