// Original file: portico/notifications/v1/notifications.proto


export interface GetQueueDepthRequest {
}

export interface GetQueueDepthRequest__Output {
}
