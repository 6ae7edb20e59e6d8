// Original file: portico/messaging/v1/messaging.proto

import type { Attachment as _portico_messaging_v1_Attachment, Attachment__Output as _portico_messaging_v1_Attachment__Output } from '../../../portico/messaging/v1/Attachment';
import type { StreamEvent as _portico_messaging_v1_StreamEvent, StreamEvent__Output as _portico_messaging_v1_StreamEvent__Output } from '../../../portico/messaging/v1/StreamEvent';
import type { MessageNote as _portico_messaging_v1_MessageNote, MessageNote__Output as _portico_messaging_v1_MessageNote__Output } from '../../../portico/messaging/v1/MessageNote';

export interface Message {
  'id'?: (string);
  'conversation_id'?: (string);
  'tenant_id'?: (string);
  'seq'?: (number);
  'sender_id'?: (string);
  'sender_side'?: (string);
  'body'?: (string);
  'attachments'?: (_portico_messaging_v1_Attachment)[];
  'via'?: (string);
  'created_at'?: (string);
  'edited_at'?: (string);
  'deleted_at'?: (string);
  'editable_until'?: (string);
  'live_events'?: (_portico_messaging_v1_StreamEvent)[];
  'notes'?: (_portico_messaging_v1_MessageNote)[];
}

export interface Message__Output {
  'id': (string);
  'conversation_id': (string);
  'tenant_id': (string);
  'seq': (number);
  'sender_id': (string);
  'sender_side': (string);
  'body': (string);
  'attachments': (_portico_messaging_v1_Attachment__Output)[];
  'via': (string);
  'created_at': (string);
  'edited_at': (string);
  'deleted_at': (string);
  'editable_until': (string);
  'live_events': (_portico_messaging_v1_StreamEvent__Output)[];
  'notes': (_portico_messaging_v1_MessageNote__Output)[];
}
