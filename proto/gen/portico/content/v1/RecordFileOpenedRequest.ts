// Original file: portico/content/v1/content.proto


export interface RecordFileOpenedRequest {
  'id'?: (string);
}

export interface RecordFileOpenedRequest__Output {
  'id': (string);
}
