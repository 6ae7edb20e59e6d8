// Original file: portico/events/v1/messaging_events.proto

import type { MessageCreated as _portico_events_v1_MessageCreated, MessageCreated__Output as _portico_events_v1_MessageCreated__Output } from '../../../portico/events/v1/MessageCreated';
import type { MessageEdited as _portico_events_v1_MessageEdited, MessageEdited__Output as _portico_events_v1_MessageEdited__Output } from '../../../portico/events/v1/MessageEdited';
import type { MessageDeleted as _portico_events_v1_MessageDeleted, MessageDeleted__Output as _portico_events_v1_MessageDeleted__Output } from '../../../portico/events/v1/MessageDeleted';
import type { ReadPositionMoved as _portico_events_v1_ReadPositionMoved, ReadPositionMoved__Output as _portico_events_v1_ReadPositionMoved__Output } from '../../../portico/events/v1/ReadPositionMoved';
import type { Long } from '@grpc/proto-loader';

export interface MessageEvent {
  'tenant_id'?: (string);
  'conversation_id'?: (string);
  'participant_user_ids'?: (string)[];
  'synthetic'?: (boolean);
  'position'?: (number | string | Long);
  'created'?: (_portico_events_v1_MessageCreated | null);
  'edited'?: (_portico_events_v1_MessageEdited | null);
  'deleted'?: (_portico_events_v1_MessageDeleted | null);
  'read'?: (_portico_events_v1_ReadPositionMoved | null);
  'kind'?: "created"|"edited"|"deleted"|"read";
}

export interface MessageEvent__Output {
  'tenant_id': (string);
  'conversation_id': (string);
  'participant_user_ids': (string)[];
  'synthetic': (boolean);
  'position': (string);
  'created'?: (_portico_events_v1_MessageCreated__Output | null);
  'edited'?: (_portico_events_v1_MessageEdited__Output | null);
  'deleted'?: (_portico_events_v1_MessageDeleted__Output | null);
  'read'?: (_portico_events_v1_ReadPositionMoved__Output | null);
  'kind'?: "created"|"edited"|"deleted"|"read";
}
