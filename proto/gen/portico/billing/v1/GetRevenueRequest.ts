// Original file: portico/billing/v1/billing.proto


export interface GetRevenueRequest {
}

export interface GetRevenueRequest__Output {
}
