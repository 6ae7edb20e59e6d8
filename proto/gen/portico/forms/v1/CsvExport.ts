// Original file: portico/forms/v1/forms.proto


export interface CsvExport {
  'file_name'?: (string);
  'csv'?: (string);
  'rows'?: (number);
}

export interface CsvExport__Output {
  'file_name': (string);
  'csv': (string);
  'rows': (number);
}
