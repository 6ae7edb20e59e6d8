// Original file: portico/metrics/v1/metrics.proto


export interface GetStorageRequest {
}

export interface GetStorageRequest__Output {
}
