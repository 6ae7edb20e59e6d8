// Original file: portico/notifications/v1/notifications.proto


export interface ListGlobalIntegrationsRequest {
}

export interface ListGlobalIntegrationsRequest__Output {
}
