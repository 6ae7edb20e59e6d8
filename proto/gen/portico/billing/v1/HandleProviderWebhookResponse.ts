// Original file: portico/billing/v1/billing.proto


export interface HandleProviderWebhookResponse {
  'event_id'?: (string);
  'event_type'?: (string);
  'applied'?: (boolean);
}

export interface HandleProviderWebhookResponse__Output {
  'event_id': (string);
  'event_type': (string);
  'applied': (boolean);
}
