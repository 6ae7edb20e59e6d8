// Original file: portico/billing/v1/billing.proto


export interface ListPlansRequest {
}

export interface ListPlansRequest__Output {
}
