// Original file: portico/notifications/v1/notifications.proto


export interface CronJob {
  'name'?: (string);
  'schedule'?: (string);
  'last_run_at'?: (string);
  'next_run_at'?: (string);
  'enabled'?: (boolean);
}

export interface CronJob__Output {
  'name': (string);
  'schedule': (string);
  'last_run_at': (string);
  'next_run_at': (string);
  'enabled': (boolean);
}
