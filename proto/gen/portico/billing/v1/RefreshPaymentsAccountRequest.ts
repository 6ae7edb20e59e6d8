// Original file: portico/billing/v1/billing.proto


export interface RefreshPaymentsAccountRequest {
}

export interface RefreshPaymentsAccountRequest__Output {
}
