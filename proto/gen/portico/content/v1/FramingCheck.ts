// Original file: portico/content/v1/content.proto


export interface FramingCheck {
  'frameable'?: (boolean);
  'framing'?: (string);
  'decided_by'?: (string);
  'warning'?: (string);
}

export interface FramingCheck__Output {
  'frameable': (boolean);
  'framing': (string);
  'decided_by': (string);
  'warning': (string);
}
