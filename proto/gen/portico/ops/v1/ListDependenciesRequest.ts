// Original file: portico/ops/v1/ops.proto


export interface ListDependenciesRequest {
}

export interface ListDependenciesRequest__Output {
}
