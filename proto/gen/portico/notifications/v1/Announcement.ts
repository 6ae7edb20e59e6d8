// Original file: portico/notifications/v1/notifications.proto


export interface Announcement {
  'id'?: (string);
  'title'?: (string);
  'message'?: (string);
  'audience'?: (string);
  'plan'?: (string);
  'tenant_ids'?: (string)[];
  'start_at'?: (string);
  'end_at'?: (string);
  'status'?: (string);
  'created_by'?: (string);
  'created_at'?: (string);
  'email_admins'?: (boolean);
  'emailed'?: (number);
  'email_pending'?: (number);
}

export interface Announcement__Output {
  'id': (string);
  'title': (string);
  'message': (string);
  'audience': (string);
  'plan': (string);
  'tenant_ids': (string)[];
  'start_at': (string);
  'end_at': (string);
  'status': (string);
  'created_by': (string);
  'created_at': (string);
  'email_admins': (boolean);
  'emailed': (number);
  'email_pending': (number);
}
