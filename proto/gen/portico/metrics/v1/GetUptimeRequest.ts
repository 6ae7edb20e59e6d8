// Original file: portico/metrics/v1/metrics.proto


export interface GetUptimeRequest {
}

export interface GetUptimeRequest__Output {
}
