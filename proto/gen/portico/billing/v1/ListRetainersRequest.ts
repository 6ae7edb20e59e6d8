// Original file: portico/billing/v1/billing.proto


export interface ListRetainersRequest {
}

export interface ListRetainersRequest__Output {
}
