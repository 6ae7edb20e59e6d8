// Original file: portico/events/v1/messaging_events.proto

import type { EmailedMessage as _portico_events_v1_EmailedMessage, EmailedMessage__Output as _portico_events_v1_EmailedMessage__Output } from '../../../portico/events/v1/EmailedMessage';

export interface UnreadConversation {
  'conversation_id'?: (string);
  'subject'?: (string);
  'thread_url'?: (string);
  'reply_to'?: (string);
  'messages'?: (_portico_events_v1_EmailedMessage)[];
  'more'?: (number);
}

export interface UnreadConversation__Output {
  'conversation_id': (string);
  'subject': (string);
  'thread_url': (string);
  'reply_to': (string);
  'messages': (_portico_events_v1_EmailedMessage__Output)[];
  'more': (number);
}
