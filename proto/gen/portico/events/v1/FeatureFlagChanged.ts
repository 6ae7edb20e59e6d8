// Original file: portico/events/v1/platform_events.proto


export interface FeatureFlagChanged {
  'key'?: (string);
  'enabled'?: (boolean);
}

export interface FeatureFlagChanged__Output {
  'key': (string);
  'enabled': (boolean);
}
