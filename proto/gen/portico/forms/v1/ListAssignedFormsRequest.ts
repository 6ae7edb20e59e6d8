// Original file: portico/forms/v1/forms.proto


export interface ListAssignedFormsRequest {
  'limit'?: (number);
}

export interface ListAssignedFormsRequest__Output {
  'limit': (number);
}
