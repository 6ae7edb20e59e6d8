// Original file: portico/billing/v1/billing.proto


export interface GetSummaryRequest {
}

export interface GetSummaryRequest__Output {
}
