// Original file: portico/notifications/v1/notifications.proto


export interface ListActiveBannersRequest {
}

export interface ListActiveBannersRequest__Output {
}
