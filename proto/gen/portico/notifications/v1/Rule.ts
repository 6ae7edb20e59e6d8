// Original file: portico/notifications/v1/notifications.proto


export interface Rule {
  'id'?: (string);
  'metric'?: (string);
  'op'?: (string);
  'value'?: (number | string);
  'window'?: (string);
  'actions'?: (string)[];
  'enabled'?: (boolean);
  'last_triggered_at'?: (string);
  'created_at'?: (string);
  'breaching'?: (boolean);
  'last_value'?: (number | string);
  'last_evaluated_at'?: (string);
}

export interface Rule__Output {
  'id': (string);
  'metric': (string);
  'op': (string);
  'value': (number);
  'window': (string);
  'actions': (string)[];
  'enabled': (boolean);
  'last_triggered_at': (string);
  'created_at': (string);
  'breaching': (boolean);
  'last_value': (number);
  'last_evaluated_at': (string);
}
