// Original file: portico/notifications/v1/notifications.proto


export interface ListWebhookEndpointsRequest {
}

export interface ListWebhookEndpointsRequest__Output {
}
