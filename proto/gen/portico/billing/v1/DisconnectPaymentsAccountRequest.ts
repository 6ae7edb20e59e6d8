// Original file: portico/billing/v1/billing.proto


export interface DisconnectPaymentsAccountRequest {
}

export interface DisconnectPaymentsAccountRequest__Output {
}
