// Original file: portico/notifications/v1/notifications.proto


export interface SendEmailRequest {
  'to'?: (string);
  'template'?: (string);
  'variables'?: ({[key: string]: string});
  'synthetic'?: (boolean);
}

export interface SendEmailRequest__Output {
  'to': (string);
  'template': (string);
  'variables': ({[key: string]: string});
  'synthetic': (boolean);
}
