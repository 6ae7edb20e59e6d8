// Original file: portico/events/v1/messaging_events.proto


export interface MessageNote {
  'code'?: (string);
  'count'?: (number);
}

export interface MessageNote__Output {
  'code': (string);
  'count': (number);
}
