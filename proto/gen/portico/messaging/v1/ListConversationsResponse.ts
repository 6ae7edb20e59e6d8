// Original file: portico/messaging/v1/messaging.proto

import type { Conversation as _portico_messaging_v1_Conversation, Conversation__Output as _portico_messaging_v1_Conversation__Output } from '../../../portico/messaging/v1/Conversation';

export interface ListConversationsResponse {
  'conversations'?: (_portico_messaging_v1_Conversation)[];
  'next_cursor'?: (string);
}

export interface ListConversationsResponse__Output {
  'conversations': (_portico_messaging_v1_Conversation__Output)[];
  'next_cursor': (string);
}
