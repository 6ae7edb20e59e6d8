// Original file: portico/content/v1/content.proto


export interface TaskReminderSettings {
  'email'?: (boolean);
}

export interface TaskReminderSettings__Output {
  'email': (boolean);
}
