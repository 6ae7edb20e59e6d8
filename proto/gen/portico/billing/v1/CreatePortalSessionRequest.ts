// Original file: portico/billing/v1/billing.proto


export interface CreatePortalSessionRequest {
  'return_url'?: (string);
}

export interface CreatePortalSessionRequest__Output {
  'return_url': (string);
}
