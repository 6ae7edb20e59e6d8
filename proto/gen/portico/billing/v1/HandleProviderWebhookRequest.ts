// Original file: portico/billing/v1/billing.proto


export interface HandleProviderWebhookRequest {
  'payload'?: (Buffer | Uint8Array | string);
  'signature'?: (string);
}

export interface HandleProviderWebhookRequest__Output {
  'payload': (Buffer);
  'signature': (string);
}
