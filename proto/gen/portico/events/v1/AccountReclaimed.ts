// Original file: portico/events/v1/identity_events.proto


export interface AccountReclaimed {
  'provider'?: (string);
}

export interface AccountReclaimed__Output {
  'provider': (string);
}
