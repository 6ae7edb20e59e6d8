// Original file: portico/messaging/v1/messaging.proto


export interface SetEmailPreferenceRequest {
  'cadence'?: (string);
}

export interface SetEmailPreferenceRequest__Output {
  'cadence': (string);
}
