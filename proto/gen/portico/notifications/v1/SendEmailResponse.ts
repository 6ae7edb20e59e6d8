// Original file: portico/notifications/v1/notifications.proto


export interface SendEmailResponse {
  'message_id'?: (string);
  'sent'?: (boolean);
  'error'?: (string);
}

export interface SendEmailResponse__Output {
  'message_id': (string);
  'sent': (boolean);
  'error': (string);
}
