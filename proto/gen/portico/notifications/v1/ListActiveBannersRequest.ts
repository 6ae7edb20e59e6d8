// Original file: portico/notifications/v1/notifications.proto


export interface ListActiveBannersRequest {
  'plan'?: (string);
}

export interface ListActiveBannersRequest__Output {
  'plan': (string);
}
