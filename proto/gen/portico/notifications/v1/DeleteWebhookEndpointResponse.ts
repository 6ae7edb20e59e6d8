// Original file: portico/notifications/v1/notifications.proto


export interface DeleteWebhookEndpointResponse {
}

export interface DeleteWebhookEndpointResponse__Output {
}
