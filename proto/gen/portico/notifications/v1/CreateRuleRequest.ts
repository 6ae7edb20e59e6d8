// Original file: portico/notifications/v1/notifications.proto


export interface CreateRuleRequest {
  'metric'?: (string);
  'op'?: (string);
  'value'?: (number | string);
  'window'?: (string);
  'actions'?: (string)[];
  'enabled'?: (boolean);
}

export interface CreateRuleRequest__Output {
  'metric': (string);
  'op': (string);
  'value': (number);
  'window': (string);
  'actions': (string)[];
  'enabled': (boolean);
}
