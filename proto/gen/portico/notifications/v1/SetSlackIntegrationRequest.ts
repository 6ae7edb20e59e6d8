// Original file: portico/notifications/v1/notifications.proto


export interface SetSlackIntegrationRequest {
  'webhook_url'?: (string);
  'enabled'?: (boolean);
}

export interface SetSlackIntegrationRequest__Output {
  'webhook_url': (string);
  'enabled': (boolean);
}
