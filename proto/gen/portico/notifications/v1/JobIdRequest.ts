// Original file: portico/notifications/v1/notifications.proto


export interface JobIdRequest {
  'id'?: (string);
}

export interface JobIdRequest__Output {
  'id': (string);
}
