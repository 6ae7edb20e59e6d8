// Original file: portico/events/v1/messaging_events.proto

import type { ConversationCreated as _portico_events_v1_ConversationCreated, ConversationCreated__Output as _portico_events_v1_ConversationCreated__Output } from '../../../portico/events/v1/ConversationCreated';
import type { ConversationAssigned as _portico_events_v1_ConversationAssigned, ConversationAssigned__Output as _portico_events_v1_ConversationAssigned__Output } from '../../../portico/events/v1/ConversationAssigned';
import type { ConversationClosed as _portico_events_v1_ConversationClosed, ConversationClosed__Output as _portico_events_v1_ConversationClosed__Output } from '../../../portico/events/v1/ConversationClosed';
import type { ConversationReopened as _portico_events_v1_ConversationReopened, ConversationReopened__Output as _portico_events_v1_ConversationReopened__Output } from '../../../portico/events/v1/ConversationReopened';
import type { ParticipantsAdded as _portico_events_v1_ParticipantsAdded, ParticipantsAdded__Output as _portico_events_v1_ParticipantsAdded__Output } from '../../../portico/events/v1/ParticipantsAdded';
import type { Long } from '@grpc/proto-loader';

export interface ConversationEvent {
  'tenant_id'?: (string);
  'conversation_id'?: (string);
  'participant_user_ids'?: (string)[];
  'assignee_id'?: (string);
  'status'?: (string);
  'synthetic'?: (boolean);
  'position'?: (number | string | Long);
  'created'?: (_portico_events_v1_ConversationCreated | null);
  'assigned'?: (_portico_events_v1_ConversationAssigned | null);
  'closed'?: (_portico_events_v1_ConversationClosed | null);
  'reopened'?: (_portico_events_v1_ConversationReopened | null);
  'participants_added'?: (_portico_events_v1_ParticipantsAdded | null);
  'kind'?: "created"|"assigned"|"closed"|"reopened"|"participants_added";
}

export interface ConversationEvent__Output {
  'tenant_id': (string);
  'conversation_id': (string);
  'participant_user_ids': (string)[];
  'assignee_id': (string);
  'status': (string);
  'synthetic': (boolean);
  'position': (string);
  'created'?: (_portico_events_v1_ConversationCreated__Output | null);
  'assigned'?: (_portico_events_v1_ConversationAssigned__Output | null);
  'closed'?: (_portico_events_v1_ConversationClosed__Output | null);
  'reopened'?: (_portico_events_v1_ConversationReopened__Output | null);
  'participants_added'?: (_portico_events_v1_ParticipantsAdded__Output | null);
  'kind'?: "created"|"assigned"|"closed"|"reopened"|"participants_added";
}
