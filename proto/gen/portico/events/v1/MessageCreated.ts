// Original file: portico/events/v1/messaging_events.proto

import type { MessageAttachment as _portico_events_v1_MessageAttachment, MessageAttachment__Output as _portico_events_v1_MessageAttachment__Output } from '../../../portico/events/v1/MessageAttachment';
import type { MessageNote as _portico_events_v1_MessageNote, MessageNote__Output as _portico_events_v1_MessageNote__Output } from '../../../portico/events/v1/MessageNote';

export interface MessageCreated {
  'message_id'?: (string);
  'seq'?: (number);
  'sender_id'?: (string);
  'sender_side'?: (string);
  'body'?: (string);
  'excerpt'?: (string);
  'attachments'?: (_portico_events_v1_MessageAttachment)[];
  'via'?: (string);
  'created_at'?: (string);
  'conversation_subject'?: (string);
  'notes'?: (_portico_events_v1_MessageNote)[];
}

export interface MessageCreated__Output {
  'message_id': (string);
  'seq': (number);
  'sender_id': (string);
  'sender_side': (string);
  'body': (string);
  'excerpt': (string);
  'attachments': (_portico_events_v1_MessageAttachment__Output)[];
  'via': (string);
  'created_at': (string);
  'conversation_subject': (string);
  'notes': (_portico_events_v1_MessageNote__Output)[];
}
