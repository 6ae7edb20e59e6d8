// Original file: portico/events/v1/messaging_events.proto

import type { UnreadConversation as _portico_events_v1_UnreadConversation, UnreadConversation__Output as _portico_events_v1_UnreadConversation__Output } from '../../../portico/events/v1/UnreadConversation';

export interface UnreadMessagesEmail {
  'to'?: (string);
  'first_name'?: (string);
  'cadence'?: (string);
  'conversations'?: (_portico_events_v1_UnreadConversation)[];
}

export interface UnreadMessagesEmail__Output {
  'to': (string);
  'first_name': (string);
  'cadence': (string);
  'conversations': (_portico_events_v1_UnreadConversation__Output)[];
}
