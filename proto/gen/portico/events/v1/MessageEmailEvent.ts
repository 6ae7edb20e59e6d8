// Original file: portico/events/v1/messaging_events.proto

import type { UnreadMessagesEmail as _portico_events_v1_UnreadMessagesEmail, UnreadMessagesEmail__Output as _portico_events_v1_UnreadMessagesEmail__Output } from '../../../portico/events/v1/UnreadMessagesEmail';

export interface MessageEmailEvent {
  'tenant_id'?: (string);
  'user_id'?: (string);
  'synthetic'?: (boolean);
  'unread_messages'?: (_portico_events_v1_UnreadMessagesEmail | null);
  'kind'?: "unread_messages";
}

export interface MessageEmailEvent__Output {
  'tenant_id': (string);
  'user_id': (string);
  'synthetic': (boolean);
  'unread_messages'?: (_portico_events_v1_UnreadMessagesEmail__Output | null);
  'kind'?: "unread_messages";
}
