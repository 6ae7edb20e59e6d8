// Original file: portico/notifications/v1/notifications.proto


export interface AnnounceRequest {
  'title'?: (string);
  'message'?: (string);
  'audience'?: (string);
  'plan'?: (string);
  'tenant_ids'?: (string)[];
  'start_at'?: (string);
  'end_at'?: (string);
}

export interface AnnounceRequest__Output {
  'title': (string);
  'message': (string);
  'audience': (string);
  'plan': (string);
  'tenant_ids': (string)[];
  'start_at': (string);
  'end_at': (string);
}
