// Original file: portico/notifications/v1/notifications.proto


export interface ListRecentJobsRequest {
  'limit'?: (number);
}

export interface ListRecentJobsRequest__Output {
  'limit': (number);
}
