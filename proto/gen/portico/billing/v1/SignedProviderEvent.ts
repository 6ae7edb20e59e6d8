// Original file: portico/billing/v1/billing.proto


export interface SignedProviderEvent {
  'payload'?: (Buffer | Uint8Array | string);
  'signature'?: (string);
}

export interface SignedProviderEvent__Output {
  'payload': (Buffer);
  'signature': (string);
}
