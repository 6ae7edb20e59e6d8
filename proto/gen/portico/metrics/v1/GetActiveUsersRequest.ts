// Original file: portico/metrics/v1/metrics.proto


export interface GetActiveUsersRequest {
}

export interface GetActiveUsersRequest__Output {
}
