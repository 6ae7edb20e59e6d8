// Original file: portico/notifications/v1/notifications.proto


export interface GlobalIntegration {
  'key'?: (string);
  'description'?: (string);
  'masked'?: (string);
  'configured'?: (boolean);
  'last_used_at'?: (string);
  'updated_at'?: (string);
}

export interface GlobalIntegration__Output {
  'key': (string);
  'description': (string);
  'masked': (string);
  'configured': (boolean);
  'last_used_at': (string);
  'updated_at': (string);
}
