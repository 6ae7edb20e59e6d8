// Original file: portico/metrics/v1/metrics.proto


export interface ListDependenciesRequest {
}

export interface ListDependenciesRequest__Output {
}
