// Original file: portico/billing/v1/billing.proto


export interface PortalSession {
  'url'?: (string);
}

export interface PortalSession__Output {
  'url': (string);
}
