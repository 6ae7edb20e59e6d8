// Original file: portico/messaging/v1/messaging.proto


export interface MessageNote {
  'code'?: (string);
  'count'?: (number);
}

export interface MessageNote__Output {
  'code': (string);
  'count': (number);
}
