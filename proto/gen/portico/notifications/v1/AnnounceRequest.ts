// Original file: portico/notifications/v1/notifications.proto


export interface AnnounceRequest {
  'title'?: (string);
  'message'?: (string);
  'audience'?: (string);
  'plan'?: (string);
  'tenant_ids'?: (string)[];
  'start_at'?: (string);
  'end_at'?: (string);
  'email_admins'?: (boolean);
}

export interface AnnounceRequest__Output {
  'title': (string);
  'message': (string);
  'audience': (string);
  'plan': (string);
  'tenant_ids': (string)[];
  'start_at': (string);
  'end_at': (string);
  'email_admins': (boolean);
}
