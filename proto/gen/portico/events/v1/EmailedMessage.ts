// Original file: portico/events/v1/messaging_events.proto


export interface EmailedMessage {
  'sender_name'?: (string);
  'excerpt'?: (string);
  'sent_at'?: (string);
  'attachments'?: (number);
}

export interface EmailedMessage__Output {
  'sender_name': (string);
  'excerpt': (string);
  'sent_at': (string);
  'attachments': (number);
}
