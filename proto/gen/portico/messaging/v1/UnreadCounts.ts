// Original file: portico/messaging/v1/messaging.proto

import type { ConversationUnread as _portico_messaging_v1_ConversationUnread, ConversationUnread__Output as _portico_messaging_v1_ConversationUnread__Output } from '../../../portico/messaging/v1/ConversationUnread';

export interface UnreadCounts {
  'total'?: (number);
  'conversations'?: (_portico_messaging_v1_ConversationUnread)[];
}

export interface UnreadCounts__Output {
  'total': (number);
  'conversations': (_portico_messaging_v1_ConversationUnread__Output)[];
}
