// Original file: portico/notifications/v1/notifications.proto


export interface ToggleCronJobRequest {
  'name'?: (string);
}

export interface ToggleCronJobRequest__Output {
  'name': (string);
}
