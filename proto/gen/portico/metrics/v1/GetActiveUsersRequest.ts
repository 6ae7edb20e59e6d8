// Original file: portico/metrics/v1/metrics.proto


export interface GetActiveUsersRequest {
  'since'?: (string);
}

export interface GetActiveUsersRequest__Output {
  'since': (string);
}
