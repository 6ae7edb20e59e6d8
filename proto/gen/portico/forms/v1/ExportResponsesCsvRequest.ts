// Original file: portico/forms/v1/forms.proto


export interface ExportResponsesCsvRequest {
  'form_id'?: (string);
}

export interface ExportResponsesCsvRequest__Output {
  'form_id': (string);
}
