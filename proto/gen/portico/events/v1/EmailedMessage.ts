// Original file: portico/events/v1/messaging_events.proto

import type { MessageNote as _portico_events_v1_MessageNote, MessageNote__Output as _portico_events_v1_MessageNote__Output } from '../../../portico/events/v1/MessageNote';

export interface EmailedMessage {
  'sender_name'?: (string);
  'excerpt'?: (string);
  'sent_at'?: (string);
  'attachments'?: (number);
  'notes'?: (_portico_events_v1_MessageNote)[];
}

export interface EmailedMessage__Output {
  'sender_name': (string);
  'excerpt': (string);
  'sent_at': (string);
  'attachments': (number);
  'notes': (_portico_events_v1_MessageNote__Output)[];
}
