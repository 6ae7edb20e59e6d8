// Original file: portico/events/v1/platform_events.proto


export interface PlatformSettingsChanged {
  'section'?: (string);
  'settings_json'?: (string);
}

export interface PlatformSettingsChanged__Output {
  'section': (string);
  'settings_json': (string);
}
