// Original file: portico/ops/v1/ops.proto


export interface ListSlowQueriesRequest {
  'limit'?: (number);
}

export interface ListSlowQueriesRequest__Output {
  'limit': (number);
}
