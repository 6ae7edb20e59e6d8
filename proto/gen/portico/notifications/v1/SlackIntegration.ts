// Original file: portico/notifications/v1/notifications.proto


export interface SlackIntegration {
  'configured'?: (boolean);
  'masked_url'?: (string);
  'enabled'?: (boolean);
  'updated_at'?: (string);
}

export interface SlackIntegration__Output {
  'configured': (boolean);
  'masked_url': (string);
  'enabled': (boolean);
  'updated_at': (string);
}
