// Original file: portico/billing/v1/billing.proto


export interface GetPaymentsVolumeRequest {
}

export interface GetPaymentsVolumeRequest__Output {
}
