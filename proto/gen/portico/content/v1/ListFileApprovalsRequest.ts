// Original file: portico/content/v1/content.proto


export interface ListFileApprovalsRequest {
  'file_id'?: (string);
}

export interface ListFileApprovalsRequest__Output {
  'file_id': (string);
}
