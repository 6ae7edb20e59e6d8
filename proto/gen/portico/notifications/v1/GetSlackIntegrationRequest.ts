// Original file: portico/notifications/v1/notifications.proto


export interface GetSlackIntegrationRequest {
}

export interface GetSlackIntegrationRequest__Output {
}
