// Original file: portico/messaging/v1/messaging.proto

import type { Message as _portico_messaging_v1_Message, Message__Output as _portico_messaging_v1_Message__Output } from '../../../portico/messaging/v1/Message';
import type { ReadPosition as _portico_messaging_v1_ReadPosition, ReadPosition__Output as _portico_messaging_v1_ReadPosition__Output } from '../../../portico/messaging/v1/ReadPosition';
import type { Conversation as _portico_messaging_v1_Conversation, Conversation__Output as _portico_messaging_v1_Conversation__Output } from '../../../portico/messaging/v1/Conversation';

export interface ListMessagesResponse {
  'messages'?: (_portico_messaging_v1_Message)[];
  'has_older'?: (boolean);
  'has_newer'?: (boolean);
  'read_positions'?: (_portico_messaging_v1_ReadPosition)[];
  'conversation'?: (_portico_messaging_v1_Conversation | null);
}

export interface ListMessagesResponse__Output {
  'messages': (_portico_messaging_v1_Message__Output)[];
  'has_older': (boolean);
  'has_newer': (boolean);
  'read_positions': (_portico_messaging_v1_ReadPosition__Output)[];
  'conversation': (_portico_messaging_v1_Conversation__Output | null);
}
