// Original file: portico/forms/v1/forms.proto


export interface FormIdRequest {
  'id'?: (string);
}

export interface FormIdRequest__Output {
  'id': (string);
}
