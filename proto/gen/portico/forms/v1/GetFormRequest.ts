// Original file: portico/forms/v1/forms.proto


export interface GetFormRequest {
  'id'?: (string);
}

export interface GetFormRequest__Output {
  'id': (string);
}
