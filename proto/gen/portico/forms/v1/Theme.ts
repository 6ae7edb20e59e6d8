// Original file: portico/forms/v1/forms.proto


export interface Theme {
  'font'?: (string);
  'primary'?: (string);
  'secondary'?: (string);
  'bg'?: (string);
  'variant'?: (string);
}

export interface Theme__Output {
  'font': (string);
  'primary': (string);
  'secondary': (string);
  'bg': (string);
  'variant': (string);
}
