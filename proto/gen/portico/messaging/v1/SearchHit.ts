// Original file: portico/messaging/v1/messaging.proto

import type { Message as _portico_messaging_v1_Message, Message__Output as _portico_messaging_v1_Message__Output } from '../../../portico/messaging/v1/Message';

export interface SearchHit {
  'message'?: (_portico_messaging_v1_Message | null);
  'conversation_subject'?: (string);
  'headline'?: (string);
  'rank'?: (number | string);
}

export interface SearchHit__Output {
  'message': (_portico_messaging_v1_Message__Output | null);
  'conversation_subject': (string);
  'headline': (string);
  'rank': (number);
}
