import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { ConversationAssigned as _portico_events_v1_ConversationAssigned, ConversationAssigned__Output as _portico_events_v1_ConversationAssigned__Output } from './portico/events/v1/ConversationAssigned';
import type { ConversationClosed as _portico_events_v1_ConversationClosed, ConversationClosed__Output as _portico_events_v1_ConversationClosed__Output } from './portico/events/v1/ConversationClosed';
import type { ConversationCreated as _portico_events_v1_ConversationCreated, ConversationCreated__Output as _portico_events_v1_ConversationCreated__Output } from './portico/events/v1/ConversationCreated';
import type { ConversationEvent as _portico_events_v1_ConversationEvent, ConversationEvent__Output as _portico_events_v1_ConversationEvent__Output } from './portico/events/v1/ConversationEvent';
import type { ConversationReopened as _portico_events_v1_ConversationReopened, ConversationReopened__Output as _portico_events_v1_ConversationReopened__Output } from './portico/events/v1/ConversationReopened';
import type { EmailedMessage as _portico_events_v1_EmailedMessage, EmailedMessage__Output as _portico_events_v1_EmailedMessage__Output } from './portico/events/v1/EmailedMessage';
import type { MessageAttachment as _portico_events_v1_MessageAttachment, MessageAttachment__Output as _portico_events_v1_MessageAttachment__Output } from './portico/events/v1/MessageAttachment';
import type { MessageCreated as _portico_events_v1_MessageCreated, MessageCreated__Output as _portico_events_v1_MessageCreated__Output } from './portico/events/v1/MessageCreated';
import type { MessageDeleted as _portico_events_v1_MessageDeleted, MessageDeleted__Output as _portico_events_v1_MessageDeleted__Output } from './portico/events/v1/MessageDeleted';
import type { MessageEdited as _portico_events_v1_MessageEdited, MessageEdited__Output as _portico_events_v1_MessageEdited__Output } from './portico/events/v1/MessageEdited';
import type { MessageEmailEvent as _portico_events_v1_MessageEmailEvent, MessageEmailEvent__Output as _portico_events_v1_MessageEmailEvent__Output } from './portico/events/v1/MessageEmailEvent';
import type { MessageEvent as _portico_events_v1_MessageEvent, MessageEvent__Output as _portico_events_v1_MessageEvent__Output } from './portico/events/v1/MessageEvent';
import type { MessageNote as _portico_events_v1_MessageNote, MessageNote__Output as _portico_events_v1_MessageNote__Output } from './portico/events/v1/MessageNote';
import type { ParticipantsAdded as _portico_events_v1_ParticipantsAdded, ParticipantsAdded__Output as _portico_events_v1_ParticipantsAdded__Output } from './portico/events/v1/ParticipantsAdded';
import type { ReadPositionMoved as _portico_events_v1_ReadPositionMoved, ReadPositionMoved__Output as _portico_events_v1_ReadPositionMoved__Output } from './portico/events/v1/ReadPositionMoved';
import type { UnreadConversation as _portico_events_v1_UnreadConversation, UnreadConversation__Output as _portico_events_v1_UnreadConversation__Output } from './portico/events/v1/UnreadConversation';
import type { UnreadMessagesEmail as _portico_events_v1_UnreadMessagesEmail, UnreadMessagesEmail__Output as _portico_events_v1_UnreadMessagesEmail__Output } from './portico/events/v1/UnreadMessagesEmail';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  portico: {
    events: {
      v1: {
        ConversationAssigned: MessageTypeDefinition<_portico_events_v1_ConversationAssigned, _portico_events_v1_ConversationAssigned__Output>
        ConversationClosed: MessageTypeDefinition<_portico_events_v1_ConversationClosed, _portico_events_v1_ConversationClosed__Output>
        ConversationCreated: MessageTypeDefinition<_portico_events_v1_ConversationCreated, _portico_events_v1_ConversationCreated__Output>
        ConversationEvent: MessageTypeDefinition<_portico_events_v1_ConversationEvent, _portico_events_v1_ConversationEvent__Output>
        ConversationReopened: MessageTypeDefinition<_portico_events_v1_ConversationReopened, _portico_events_v1_ConversationReopened__Output>
        EmailedMessage: MessageTypeDefinition<_portico_events_v1_EmailedMessage, _portico_events_v1_EmailedMessage__Output>
        MessageAttachment: MessageTypeDefinition<_portico_events_v1_MessageAttachment, _portico_events_v1_MessageAttachment__Output>
        MessageCreated: MessageTypeDefinition<_portico_events_v1_MessageCreated, _portico_events_v1_MessageCreated__Output>
        MessageDeleted: MessageTypeDefinition<_portico_events_v1_MessageDeleted, _portico_events_v1_MessageDeleted__Output>
        MessageEdited: MessageTypeDefinition<_portico_events_v1_MessageEdited, _portico_events_v1_MessageEdited__Output>
        MessageEmailEvent: MessageTypeDefinition<_portico_events_v1_MessageEmailEvent, _portico_events_v1_MessageEmailEvent__Output>
        MessageEvent: MessageTypeDefinition<_portico_events_v1_MessageEvent, _portico_events_v1_MessageEvent__Output>
        MessageNote: MessageTypeDefinition<_portico_events_v1_MessageNote, _portico_events_v1_MessageNote__Output>
        ParticipantsAdded: MessageTypeDefinition<_portico_events_v1_ParticipantsAdded, _portico_events_v1_ParticipantsAdded__Output>
        ReadPositionMoved: MessageTypeDefinition<_portico_events_v1_ReadPositionMoved, _portico_events_v1_ReadPositionMoved__Output>
        UnreadConversation: MessageTypeDefinition<_portico_events_v1_UnreadConversation, _portico_events_v1_UnreadConversation__Output>
        UnreadMessagesEmail: MessageTypeDefinition<_portico_events_v1_UnreadMessagesEmail, _portico_events_v1_UnreadMessagesEmail__Output>
      }
    }
  }
}

