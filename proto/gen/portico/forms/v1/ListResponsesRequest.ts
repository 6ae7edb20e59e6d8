// Original file: portico/forms/v1/forms.proto


export interface ListResponsesRequest {
  'form_id'?: (string);
  'limit'?: (number);
}

export interface ListResponsesRequest__Output {
  'form_id': (string);
  'limit': (number);
}
