// Original file: portico/notifications/v1/notifications.proto


export interface Banner {
  'id'?: (string);
  'title'?: (string);
  'message'?: (string);
  'end_at'?: (string);
}

export interface Banner__Output {
  'id': (string);
  'title': (string);
  'message': (string);
  'end_at': (string);
}
