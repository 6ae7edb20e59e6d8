// Original file: portico/billing/v1/billing.proto


export interface SandboxPageRequest {
  'token'?: (string);
}

export interface SandboxPageRequest__Output {
  'token': (string);
}
