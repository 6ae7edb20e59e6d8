// Original file: portico/notifications/v1/notifications.proto


export interface DeleteRuleRequest {
  'id'?: (string);
}

export interface DeleteRuleRequest__Output {
  'id': (string);
}
