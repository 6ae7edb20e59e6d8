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
}
