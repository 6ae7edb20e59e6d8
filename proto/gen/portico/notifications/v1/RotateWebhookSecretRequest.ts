// Original file: portico/notifications/v1/notifications.proto


export interface RotateWebhookSecretRequest {
  'id'?: (string);
}

export interface RotateWebhookSecretRequest__Output {
  'id': (string);
}
