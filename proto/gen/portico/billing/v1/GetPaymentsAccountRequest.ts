// Original file: portico/billing/v1/billing.proto


export interface GetPaymentsAccountRequest {
}

export interface GetPaymentsAccountRequest__Output {
}
