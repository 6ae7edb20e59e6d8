// Original file: portico/messaging/v1/messaging.proto

import type { Participant as _portico_messaging_v1_Participant, Participant__Output as _portico_messaging_v1_Participant__Output } from '../../../portico/messaging/v1/Participant';
import type { Message as _portico_messaging_v1_Message, Message__Output as _portico_messaging_v1_Message__Output } from '../../../portico/messaging/v1/Message';

export interface Conversation {
  'id'?: (string);
  'tenant_id'?: (string);
  'subject'?: (string);
  'started_by'?: (string);
  'started_by_side'?: (string);
  'audience_role'?: (string);
  'participants'?: (_portico_messaging_v1_Participant)[];
  'assignee_id'?: (string);
  'status'?: (string);
  'closed_at'?: (string);
  'closed_by'?: (string);
  'last_seq'?: (number);
  'last_message'?: (_portico_messaging_v1_Message | null);
  'last_message_at'?: (string);
  'unread_count'?: (number);
  'last_read_seq'?: (number);
  'created_at'?: (string);
  'updated_at'?: (string);
}

export interface Conversation__Output {
  'id': (string);
  'tenant_id': (string);
  'subject': (string);
  'started_by': (string);
  'started_by_side': (string);
  'audience_role': (string);
  'participants': (_portico_messaging_v1_Participant__Output)[];
  'assignee_id': (string);
  'status': (string);
  'closed_at': (string);
  'closed_by': (string);
  'last_seq': (number);
  'last_message': (_portico_messaging_v1_Message__Output | null);
  'last_message_at': (string);
  'unread_count': (number);
  'last_read_seq': (number);
  'created_at': (string);
  'updated_at': (string);
}
