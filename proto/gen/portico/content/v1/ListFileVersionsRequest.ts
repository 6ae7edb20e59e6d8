// Original file: portico/content/v1/content.proto


export interface ListFileVersionsRequest {
  'id'?: (string);
}

export interface ListFileVersionsRequest__Output {
  'id': (string);
}
