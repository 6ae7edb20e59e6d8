import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AddParticipantsRequest as _portico_messaging_v1_AddParticipantsRequest, AddParticipantsRequest__Output as _portico_messaging_v1_AddParticipantsRequest__Output } from './portico/messaging/v1/AddParticipantsRequest';
import type { AssignConversationRequest as _portico_messaging_v1_AssignConversationRequest, AssignConversationRequest__Output as _portico_messaging_v1_AssignConversationRequest__Output } from './portico/messaging/v1/AssignConversationRequest';
import type { Attachment as _portico_messaging_v1_Attachment, Attachment__Output as _portico_messaging_v1_Attachment__Output } from './portico/messaging/v1/Attachment';
import type { AttachmentDownload as _portico_messaging_v1_AttachmentDownload, AttachmentDownload__Output as _portico_messaging_v1_AttachmentDownload__Output } from './portico/messaging/v1/AttachmentDownload';
import type { Conversation as _portico_messaging_v1_Conversation, Conversation__Output as _portico_messaging_v1_Conversation__Output } from './portico/messaging/v1/Conversation';
import type { ConversationUnread as _portico_messaging_v1_ConversationUnread, ConversationUnread__Output as _portico_messaging_v1_ConversationUnread__Output } from './portico/messaging/v1/ConversationUnread';
import type { DeleteMessageRequest as _portico_messaging_v1_DeleteMessageRequest, DeleteMessageRequest__Output as _portico_messaging_v1_DeleteMessageRequest__Output } from './portico/messaging/v1/DeleteMessageRequest';
import type { EditMessageRequest as _portico_messaging_v1_EditMessageRequest, EditMessageRequest__Output as _portico_messaging_v1_EditMessageRequest__Output } from './portico/messaging/v1/EditMessageRequest';
import type { EmailPreference as _portico_messaging_v1_EmailPreference, EmailPreference__Output as _portico_messaging_v1_EmailPreference__Output } from './portico/messaging/v1/EmailPreference';
import type { GetAttachmentRequest as _portico_messaging_v1_GetAttachmentRequest, GetAttachmentRequest__Output as _portico_messaging_v1_GetAttachmentRequest__Output } from './portico/messaging/v1/GetAttachmentRequest';
import type { GetConversationRequest as _portico_messaging_v1_GetConversationRequest, GetConversationRequest__Output as _portico_messaging_v1_GetConversationRequest__Output } from './portico/messaging/v1/GetConversationRequest';
import type { GetEmailPreferenceRequest as _portico_messaging_v1_GetEmailPreferenceRequest, GetEmailPreferenceRequest__Output as _portico_messaging_v1_GetEmailPreferenceRequest__Output } from './portico/messaging/v1/GetEmailPreferenceRequest';
import type { GetUnreadCountsRequest as _portico_messaging_v1_GetUnreadCountsRequest, GetUnreadCountsRequest__Output as _portico_messaging_v1_GetUnreadCountsRequest__Output } from './portico/messaging/v1/GetUnreadCountsRequest';
import type { ListConversationsRequest as _portico_messaging_v1_ListConversationsRequest, ListConversationsRequest__Output as _portico_messaging_v1_ListConversationsRequest__Output } from './portico/messaging/v1/ListConversationsRequest';
import type { ListConversationsResponse as _portico_messaging_v1_ListConversationsResponse, ListConversationsResponse__Output as _portico_messaging_v1_ListConversationsResponse__Output } from './portico/messaging/v1/ListConversationsResponse';
import type { ListMessagesRequest as _portico_messaging_v1_ListMessagesRequest, ListMessagesRequest__Output as _portico_messaging_v1_ListMessagesRequest__Output } from './portico/messaging/v1/ListMessagesRequest';
import type { ListMessagesResponse as _portico_messaging_v1_ListMessagesResponse, ListMessagesResponse__Output as _portico_messaging_v1_ListMessagesResponse__Output } from './portico/messaging/v1/ListMessagesResponse';
import type { ListStreamEventsRequest as _portico_messaging_v1_ListStreamEventsRequest, ListStreamEventsRequest__Output as _portico_messaging_v1_ListStreamEventsRequest__Output } from './portico/messaging/v1/ListStreamEventsRequest';
import type { ListStreamEventsResponse as _portico_messaging_v1_ListStreamEventsResponse, ListStreamEventsResponse__Output as _portico_messaging_v1_ListStreamEventsResponse__Output } from './portico/messaging/v1/ListStreamEventsResponse';
import type { MarkReadRequest as _portico_messaging_v1_MarkReadRequest, MarkReadRequest__Output as _portico_messaging_v1_MarkReadRequest__Output } from './portico/messaging/v1/MarkReadRequest';
import type { Message as _portico_messaging_v1_Message, Message__Output as _portico_messaging_v1_Message__Output } from './portico/messaging/v1/Message';
import type { MessageNote as _portico_messaging_v1_MessageNote, MessageNote__Output as _portico_messaging_v1_MessageNote__Output } from './portico/messaging/v1/MessageNote';
import type { MessagingServiceClient as _portico_messaging_v1_MessagingServiceClient, MessagingServiceDefinition as _portico_messaging_v1_MessagingServiceDefinition } from './portico/messaging/v1/MessagingService';
import type { Participant as _portico_messaging_v1_Participant, Participant__Output as _portico_messaging_v1_Participant__Output } from './portico/messaging/v1/Participant';
import type { PostMessageRequest as _portico_messaging_v1_PostMessageRequest, PostMessageRequest__Output as _portico_messaging_v1_PostMessageRequest__Output } from './portico/messaging/v1/PostMessageRequest';
import type { ReadPosition as _portico_messaging_v1_ReadPosition, ReadPosition__Output as _portico_messaging_v1_ReadPosition__Output } from './portico/messaging/v1/ReadPosition';
import type { SearchHit as _portico_messaging_v1_SearchHit, SearchHit__Output as _portico_messaging_v1_SearchHit__Output } from './portico/messaging/v1/SearchHit';
import type { SearchMessagesRequest as _portico_messaging_v1_SearchMessagesRequest, SearchMessagesRequest__Output as _portico_messaging_v1_SearchMessagesRequest__Output } from './portico/messaging/v1/SearchMessagesRequest';
import type { SearchMessagesResponse as _portico_messaging_v1_SearchMessagesResponse, SearchMessagesResponse__Output as _portico_messaging_v1_SearchMessagesResponse__Output } from './portico/messaging/v1/SearchMessagesResponse';
import type { SetConversationStatusRequest as _portico_messaging_v1_SetConversationStatusRequest, SetConversationStatusRequest__Output as _portico_messaging_v1_SetConversationStatusRequest__Output } from './portico/messaging/v1/SetConversationStatusRequest';
import type { SetEmailPreferenceRequest as _portico_messaging_v1_SetEmailPreferenceRequest, SetEmailPreferenceRequest__Output as _portico_messaging_v1_SetEmailPreferenceRequest__Output } from './portico/messaging/v1/SetEmailPreferenceRequest';
import type { StartConversationRequest as _portico_messaging_v1_StartConversationRequest, StartConversationRequest__Output as _portico_messaging_v1_StartConversationRequest__Output } from './portico/messaging/v1/StartConversationRequest';
import type { StreamEvent as _portico_messaging_v1_StreamEvent, StreamEvent__Output as _portico_messaging_v1_StreamEvent__Output } from './portico/messaging/v1/StreamEvent';
import type { UnreadCounts as _portico_messaging_v1_UnreadCounts, UnreadCounts__Output as _portico_messaging_v1_UnreadCounts__Output } from './portico/messaging/v1/UnreadCounts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  portico: {
    messaging: {
      v1: {
        AddParticipantsRequest: MessageTypeDefinition<_portico_messaging_v1_AddParticipantsRequest, _portico_messaging_v1_AddParticipantsRequest__Output>
        AssignConversationRequest: MessageTypeDefinition<_portico_messaging_v1_AssignConversationRequest, _portico_messaging_v1_AssignConversationRequest__Output>
        Attachment: MessageTypeDefinition<_portico_messaging_v1_Attachment, _portico_messaging_v1_Attachment__Output>
        AttachmentDownload: MessageTypeDefinition<_portico_messaging_v1_AttachmentDownload, _portico_messaging_v1_AttachmentDownload__Output>
        Conversation: MessageTypeDefinition<_portico_messaging_v1_Conversation, _portico_messaging_v1_Conversation__Output>
        ConversationUnread: MessageTypeDefinition<_portico_messaging_v1_ConversationUnread, _portico_messaging_v1_ConversationUnread__Output>
        DeleteMessageRequest: MessageTypeDefinition<_portico_messaging_v1_DeleteMessageRequest, _portico_messaging_v1_DeleteMessageRequest__Output>
        EditMessageRequest: MessageTypeDefinition<_portico_messaging_v1_EditMessageRequest, _portico_messaging_v1_EditMessageRequest__Output>
        EmailPreference: MessageTypeDefinition<_portico_messaging_v1_EmailPreference, _portico_messaging_v1_EmailPreference__Output>
        GetAttachmentRequest: MessageTypeDefinition<_portico_messaging_v1_GetAttachmentRequest, _portico_messaging_v1_GetAttachmentRequest__Output>
        GetConversationRequest: MessageTypeDefinition<_portico_messaging_v1_GetConversationRequest, _portico_messaging_v1_GetConversationRequest__Output>
        GetEmailPreferenceRequest: MessageTypeDefinition<_portico_messaging_v1_GetEmailPreferenceRequest, _portico_messaging_v1_GetEmailPreferenceRequest__Output>
        GetUnreadCountsRequest: MessageTypeDefinition<_portico_messaging_v1_GetUnreadCountsRequest, _portico_messaging_v1_GetUnreadCountsRequest__Output>
        ListConversationsRequest: MessageTypeDefinition<_portico_messaging_v1_ListConversationsRequest, _portico_messaging_v1_ListConversationsRequest__Output>
        ListConversationsResponse: MessageTypeDefinition<_portico_messaging_v1_ListConversationsResponse, _portico_messaging_v1_ListConversationsResponse__Output>
        ListMessagesRequest: MessageTypeDefinition<_portico_messaging_v1_ListMessagesRequest, _portico_messaging_v1_ListMessagesRequest__Output>
        ListMessagesResponse: MessageTypeDefinition<_portico_messaging_v1_ListMessagesResponse, _portico_messaging_v1_ListMessagesResponse__Output>
        ListStreamEventsRequest: MessageTypeDefinition<_portico_messaging_v1_ListStreamEventsRequest, _portico_messaging_v1_ListStreamEventsRequest__Output>
        ListStreamEventsResponse: MessageTypeDefinition<_portico_messaging_v1_ListStreamEventsResponse, _portico_messaging_v1_ListStreamEventsResponse__Output>
        MarkReadRequest: MessageTypeDefinition<_portico_messaging_v1_MarkReadRequest, _portico_messaging_v1_MarkReadRequest__Output>
        Message: MessageTypeDefinition<_portico_messaging_v1_Message, _portico_messaging_v1_Message__Output>
        MessageNote: MessageTypeDefinition<_portico_messaging_v1_MessageNote, _portico_messaging_v1_MessageNote__Output>
        MessagingService: SubtypeConstructor<typeof grpc.Client, _portico_messaging_v1_MessagingServiceClient> & { service: _portico_messaging_v1_MessagingServiceDefinition }
        Participant: MessageTypeDefinition<_portico_messaging_v1_Participant, _portico_messaging_v1_Participant__Output>
        PostMessageRequest: MessageTypeDefinition<_portico_messaging_v1_PostMessageRequest, _portico_messaging_v1_PostMessageRequest__Output>
        ReadPosition: MessageTypeDefinition<_portico_messaging_v1_ReadPosition, _portico_messaging_v1_ReadPosition__Output>
        SearchHit: MessageTypeDefinition<_portico_messaging_v1_SearchHit, _portico_messaging_v1_SearchHit__Output>
        SearchMessagesRequest: MessageTypeDefinition<_portico_messaging_v1_SearchMessagesRequest, _portico_messaging_v1_SearchMessagesRequest__Output>
        SearchMessagesResponse: MessageTypeDefinition<_portico_messaging_v1_SearchMessagesResponse, _portico_messaging_v1_SearchMessagesResponse__Output>
        SetConversationStatusRequest: MessageTypeDefinition<_portico_messaging_v1_SetConversationStatusRequest, _portico_messaging_v1_SetConversationStatusRequest__Output>
        SetEmailPreferenceRequest: MessageTypeDefinition<_portico_messaging_v1_SetEmailPreferenceRequest, _portico_messaging_v1_SetEmailPreferenceRequest__Output>
        StartConversationRequest: MessageTypeDefinition<_portico_messaging_v1_StartConversationRequest, _portico_messaging_v1_StartConversationRequest__Output>
        StreamEvent: MessageTypeDefinition<_portico_messaging_v1_StreamEvent, _portico_messaging_v1_StreamEvent__Output>
        UnreadCounts: MessageTypeDefinition<_portico_messaging_v1_UnreadCounts, _portico_messaging_v1_UnreadCounts__Output>
      }
    }
  }
}

