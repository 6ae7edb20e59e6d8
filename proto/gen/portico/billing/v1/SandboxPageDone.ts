// Original file: portico/billing/v1/billing.proto


export interface SandboxPageDone {
  'return_url'?: (string);
  'outcome'?: (string);
}

export interface SandboxPageDone__Output {
  'return_url': (string);
  'outcome': (string);
}
