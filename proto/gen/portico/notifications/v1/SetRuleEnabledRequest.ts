// Original file: portico/notifications/v1/notifications.proto


export interface SetRuleEnabledRequest {
  'id'?: (string);
  'enabled'?: (boolean);
}

export interface SetRuleEnabledRequest__Output {
  'id': (string);
  'enabled': (boolean);
}
