// Original file: portico/forms/v1/forms.proto


export interface ListFormsRequest {
  'limit'?: (number);
  'status'?: (string);
  'sort'?: (string);
}

export interface ListFormsRequest__Output {
  'limit': (number);
  'status': (string);
  'sort': (string);
}
