// Original file: portico/messaging/v1/messaging.proto


export interface GetUnreadCountsRequest {
}

export interface GetUnreadCountsRequest__Output {
}
