// Original file: portico/notifications/v1/notifications.proto


export interface SetGlobalIntegrationRequest {
  'key'?: (string);
  'value'?: (string);
}

export interface SetGlobalIntegrationRequest__Output {
  'key': (string);
  'value': (string);
}
