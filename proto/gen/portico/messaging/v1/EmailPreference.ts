// Original file: portico/messaging/v1/messaging.proto


export interface EmailPreference {
  'cadence'?: (string);
}

export interface EmailPreference__Output {
  'cadence': (string);
}
