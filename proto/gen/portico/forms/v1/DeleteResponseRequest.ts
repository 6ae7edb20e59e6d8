// Original file: portico/forms/v1/forms.proto


export interface DeleteResponseRequest {
  'id'?: (string);
}

export interface DeleteResponseRequest__Output {
  'id': (string);
}
