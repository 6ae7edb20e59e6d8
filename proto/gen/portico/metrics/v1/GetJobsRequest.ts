// Original file: portico/metrics/v1/metrics.proto


export interface GetJobsRequest {
}

export interface GetJobsRequest__Output {
}
