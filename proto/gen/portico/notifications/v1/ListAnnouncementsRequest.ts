// Original file: portico/notifications/v1/notifications.proto


export interface ListAnnouncementsRequest {
  'limit'?: (number);
}

export interface ListAnnouncementsRequest__Output {
  'limit': (number);
}
