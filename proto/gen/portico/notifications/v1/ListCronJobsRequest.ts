// Original file: portico/notifications/v1/notifications.proto


export interface ListCronJobsRequest {
}

export interface ListCronJobsRequest__Output {
}
