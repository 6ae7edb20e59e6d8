// Original file: portico/messaging/v1/messaging.proto

import type { SearchHit as _portico_messaging_v1_SearchHit, SearchHit__Output as _portico_messaging_v1_SearchHit__Output } from '../../../portico/messaging/v1/SearchHit';

export interface SearchMessagesResponse {
  'hits'?: (_portico_messaging_v1_SearchHit)[];
  'next_cursor'?: (string);
}

export interface SearchMessagesResponse__Output {
  'hits': (_portico_messaging_v1_SearchHit__Output)[];
  'next_cursor': (string);
}
