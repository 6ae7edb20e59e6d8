// Original file: portico/messaging/v1/messaging.proto


export interface GetEmailPreferenceRequest {
}

export interface GetEmailPreferenceRequest__Output {
}
