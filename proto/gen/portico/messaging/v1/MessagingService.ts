// Original file: portico/messaging/v1/messaging.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AddParticipantsRequest as _portico_messaging_v1_AddParticipantsRequest, AddParticipantsRequest__Output as _portico_messaging_v1_AddParticipantsRequest__Output } from '../../../portico/messaging/v1/AddParticipantsRequest';
import type { AssignConversationRequest as _portico_messaging_v1_AssignConversationRequest, AssignConversationRequest__Output as _portico_messaging_v1_AssignConversationRequest__Output } from '../../../portico/messaging/v1/AssignConversationRequest';
import type { Attachment as _portico_messaging_v1_Attachment, Attachment__Output as _portico_messaging_v1_Attachment__Output } from '../../../portico/messaging/v1/Attachment';
import type { AttachmentDownload as _portico_messaging_v1_AttachmentDownload, AttachmentDownload__Output as _portico_messaging_v1_AttachmentDownload__Output } from '../../../portico/messaging/v1/AttachmentDownload';
import type { Conversation as _portico_messaging_v1_Conversation, Conversation__Output as _portico_messaging_v1_Conversation__Output } from '../../../portico/messaging/v1/Conversation';
import type { DeleteMessageRequest as _portico_messaging_v1_DeleteMessageRequest, DeleteMessageRequest__Output as _portico_messaging_v1_DeleteMessageRequest__Output } from '../../../portico/messaging/v1/DeleteMessageRequest';
import type { EditMessageRequest as _portico_messaging_v1_EditMessageRequest, EditMessageRequest__Output as _portico_messaging_v1_EditMessageRequest__Output } from '../../../portico/messaging/v1/EditMessageRequest';
import type { EmailPreference as _portico_messaging_v1_EmailPreference, EmailPreference__Output as _portico_messaging_v1_EmailPreference__Output } from '../../../portico/messaging/v1/EmailPreference';
import type { GetAttachmentRequest as _portico_messaging_v1_GetAttachmentRequest, GetAttachmentRequest__Output as _portico_messaging_v1_GetAttachmentRequest__Output } from '../../../portico/messaging/v1/GetAttachmentRequest';
import type { GetConversationRequest as _portico_messaging_v1_GetConversationRequest, GetConversationRequest__Output as _portico_messaging_v1_GetConversationRequest__Output } from '../../../portico/messaging/v1/GetConversationRequest';
import type { GetEmailPreferenceRequest as _portico_messaging_v1_GetEmailPreferenceRequest, GetEmailPreferenceRequest__Output as _portico_messaging_v1_GetEmailPreferenceRequest__Output } from '../../../portico/messaging/v1/GetEmailPreferenceRequest';
import type { GetUnreadCountsRequest as _portico_messaging_v1_GetUnreadCountsRequest, GetUnreadCountsRequest__Output as _portico_messaging_v1_GetUnreadCountsRequest__Output } from '../../../portico/messaging/v1/GetUnreadCountsRequest';
import type { ListConversationsRequest as _portico_messaging_v1_ListConversationsRequest, ListConversationsRequest__Output as _portico_messaging_v1_ListConversationsRequest__Output } from '../../../portico/messaging/v1/ListConversationsRequest';
import type { ListConversationsResponse as _portico_messaging_v1_ListConversationsResponse, ListConversationsResponse__Output as _portico_messaging_v1_ListConversationsResponse__Output } from '../../../portico/messaging/v1/ListConversationsResponse';
import type { ListMessagesRequest as _portico_messaging_v1_ListMessagesRequest, ListMessagesRequest__Output as _portico_messaging_v1_ListMessagesRequest__Output } from '../../../portico/messaging/v1/ListMessagesRequest';
import type { ListMessagesResponse as _portico_messaging_v1_ListMessagesResponse, ListMessagesResponse__Output as _portico_messaging_v1_ListMessagesResponse__Output } from '../../../portico/messaging/v1/ListMessagesResponse';
import type { ListStreamEventsRequest as _portico_messaging_v1_ListStreamEventsRequest, ListStreamEventsRequest__Output as _portico_messaging_v1_ListStreamEventsRequest__Output } from '../../../portico/messaging/v1/ListStreamEventsRequest';
import type { ListStreamEventsResponse as _portico_messaging_v1_ListStreamEventsResponse, ListStreamEventsResponse__Output as _portico_messaging_v1_ListStreamEventsResponse__Output } from '../../../portico/messaging/v1/ListStreamEventsResponse';
import type { MarkReadRequest as _portico_messaging_v1_MarkReadRequest, MarkReadRequest__Output as _portico_messaging_v1_MarkReadRequest__Output } from '../../../portico/messaging/v1/MarkReadRequest';
import type { Message as _portico_messaging_v1_Message, Message__Output as _portico_messaging_v1_Message__Output } from '../../../portico/messaging/v1/Message';
import type { PostMessageRequest as _portico_messaging_v1_PostMessageRequest, PostMessageRequest__Output as _portico_messaging_v1_PostMessageRequest__Output } from '../../../portico/messaging/v1/PostMessageRequest';
import type { ReadPosition as _portico_messaging_v1_ReadPosition, ReadPosition__Output as _portico_messaging_v1_ReadPosition__Output } from '../../../portico/messaging/v1/ReadPosition';
import type { SearchMessagesRequest as _portico_messaging_v1_SearchMessagesRequest, SearchMessagesRequest__Output as _portico_messaging_v1_SearchMessagesRequest__Output } from '../../../portico/messaging/v1/SearchMessagesRequest';
import type { SearchMessagesResponse as _portico_messaging_v1_SearchMessagesResponse, SearchMessagesResponse__Output as _portico_messaging_v1_SearchMessagesResponse__Output } from '../../../portico/messaging/v1/SearchMessagesResponse';
import type { SetConversationStatusRequest as _portico_messaging_v1_SetConversationStatusRequest, SetConversationStatusRequest__Output as _portico_messaging_v1_SetConversationStatusRequest__Output } from '../../../portico/messaging/v1/SetConversationStatusRequest';
import type { SetEmailPreferenceRequest as _portico_messaging_v1_SetEmailPreferenceRequest, SetEmailPreferenceRequest__Output as _portico_messaging_v1_SetEmailPreferenceRequest__Output } from '../../../portico/messaging/v1/SetEmailPreferenceRequest';
import type { StartConversationRequest as _portico_messaging_v1_StartConversationRequest, StartConversationRequest__Output as _portico_messaging_v1_StartConversationRequest__Output } from '../../../portico/messaging/v1/StartConversationRequest';
import type { UnreadCounts as _portico_messaging_v1_UnreadCounts, UnreadCounts__Output as _portico_messaging_v1_UnreadCounts__Output } from '../../../portico/messaging/v1/UnreadCounts';

export interface MessagingServiceClient extends grpc.Client {
  AddParticipants(argument: _portico_messaging_v1_AddParticipantsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  AddParticipants(argument: _portico_messaging_v1_AddParticipantsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  AddParticipants(argument: _portico_messaging_v1_AddParticipantsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  AddParticipants(argument: _portico_messaging_v1_AddParticipantsRequest, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  addParticipants(argument: _portico_messaging_v1_AddParticipantsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  addParticipants(argument: _portico_messaging_v1_AddParticipantsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  addParticipants(argument: _portico_messaging_v1_AddParticipantsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  addParticipants(argument: _portico_messaging_v1_AddParticipantsRequest, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  
  AssignConversation(argument: _portico_messaging_v1_AssignConversationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  AssignConversation(argument: _portico_messaging_v1_AssignConversationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  AssignConversation(argument: _portico_messaging_v1_AssignConversationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  AssignConversation(argument: _portico_messaging_v1_AssignConversationRequest, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  assignConversation(argument: _portico_messaging_v1_AssignConversationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  assignConversation(argument: _portico_messaging_v1_AssignConversationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  assignConversation(argument: _portico_messaging_v1_AssignConversationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  assignConversation(argument: _portico_messaging_v1_AssignConversationRequest, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  
  DeleteMessage(argument: _portico_messaging_v1_DeleteMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Message__Output>): grpc.ClientUnaryCall;
  DeleteMessage(argument: _portico_messaging_v1_DeleteMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_Message__Output>): grpc.ClientUnaryCall;
  DeleteMessage(argument: _portico_messaging_v1_DeleteMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Message__Output>): grpc.ClientUnaryCall;
  DeleteMessage(argument: _portico_messaging_v1_DeleteMessageRequest, callback: grpc.requestCallback<_portico_messaging_v1_Message__Output>): grpc.ClientUnaryCall;
  deleteMessage(argument: _portico_messaging_v1_DeleteMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Message__Output>): grpc.ClientUnaryCall;
  deleteMessage(argument: _portico_messaging_v1_DeleteMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_Message__Output>): grpc.ClientUnaryCall;
  deleteMessage(argument: _portico_messaging_v1_DeleteMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Message__Output>): grpc.ClientUnaryCall;
  deleteMessage(argument: _portico_messaging_v1_DeleteMessageRequest, callback: grpc.requestCallback<_portico_messaging_v1_Message__Output>): grpc.ClientUnaryCall;
  
  EditMessage(argument: _portico_messaging_v1_EditMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Message__Output>): grpc.ClientUnaryCall;
  EditMessage(argument: _portico_messaging_v1_EditMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_Message__Output>): grpc.ClientUnaryCall;
  EditMessage(argument: _portico_messaging_v1_EditMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Message__Output>): grpc.ClientUnaryCall;
  EditMessage(argument: _portico_messaging_v1_EditMessageRequest, callback: grpc.requestCallback<_portico_messaging_v1_Message__Output>): grpc.ClientUnaryCall;
  editMessage(argument: _portico_messaging_v1_EditMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Message__Output>): grpc.ClientUnaryCall;
  editMessage(argument: _portico_messaging_v1_EditMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_Message__Output>): grpc.ClientUnaryCall;
  editMessage(argument: _portico_messaging_v1_EditMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Message__Output>): grpc.ClientUnaryCall;
  editMessage(argument: _portico_messaging_v1_EditMessageRequest, callback: grpc.requestCallback<_portico_messaging_v1_Message__Output>): grpc.ClientUnaryCall;
  
  GetAttachment(argument: _portico_messaging_v1_GetAttachmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Attachment__Output>): grpc.ClientUnaryCall;
  GetAttachment(argument: _portico_messaging_v1_GetAttachmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_Attachment__Output>): grpc.ClientUnaryCall;
  GetAttachment(argument: _portico_messaging_v1_GetAttachmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Attachment__Output>): grpc.ClientUnaryCall;
  GetAttachment(argument: _portico_messaging_v1_GetAttachmentRequest, callback: grpc.requestCallback<_portico_messaging_v1_Attachment__Output>): grpc.ClientUnaryCall;
  getAttachment(argument: _portico_messaging_v1_GetAttachmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Attachment__Output>): grpc.ClientUnaryCall;
  getAttachment(argument: _portico_messaging_v1_GetAttachmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_Attachment__Output>): grpc.ClientUnaryCall;
  getAttachment(argument: _portico_messaging_v1_GetAttachmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Attachment__Output>): grpc.ClientUnaryCall;
  getAttachment(argument: _portico_messaging_v1_GetAttachmentRequest, callback: grpc.requestCallback<_portico_messaging_v1_Attachment__Output>): grpc.ClientUnaryCall;
  
  GetAttachmentDownload(argument: _portico_messaging_v1_GetAttachmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_AttachmentDownload__Output>): grpc.ClientUnaryCall;
  GetAttachmentDownload(argument: _portico_messaging_v1_GetAttachmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_AttachmentDownload__Output>): grpc.ClientUnaryCall;
  GetAttachmentDownload(argument: _portico_messaging_v1_GetAttachmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_AttachmentDownload__Output>): grpc.ClientUnaryCall;
  GetAttachmentDownload(argument: _portico_messaging_v1_GetAttachmentRequest, callback: grpc.requestCallback<_portico_messaging_v1_AttachmentDownload__Output>): grpc.ClientUnaryCall;
  getAttachmentDownload(argument: _portico_messaging_v1_GetAttachmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_AttachmentDownload__Output>): grpc.ClientUnaryCall;
  getAttachmentDownload(argument: _portico_messaging_v1_GetAttachmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_AttachmentDownload__Output>): grpc.ClientUnaryCall;
  getAttachmentDownload(argument: _portico_messaging_v1_GetAttachmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_AttachmentDownload__Output>): grpc.ClientUnaryCall;
  getAttachmentDownload(argument: _portico_messaging_v1_GetAttachmentRequest, callback: grpc.requestCallback<_portico_messaging_v1_AttachmentDownload__Output>): grpc.ClientUnaryCall;
  
  GetConversation(argument: _portico_messaging_v1_GetConversationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  GetConversation(argument: _portico_messaging_v1_GetConversationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  GetConversation(argument: _portico_messaging_v1_GetConversationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  GetConversation(argument: _portico_messaging_v1_GetConversationRequest, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  getConversation(argument: _portico_messaging_v1_GetConversationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  getConversation(argument: _portico_messaging_v1_GetConversationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  getConversation(argument: _portico_messaging_v1_GetConversationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  getConversation(argument: _portico_messaging_v1_GetConversationRequest, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  
  GetEmailPreference(argument: _portico_messaging_v1_GetEmailPreferenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_EmailPreference__Output>): grpc.ClientUnaryCall;
  GetEmailPreference(argument: _portico_messaging_v1_GetEmailPreferenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_EmailPreference__Output>): grpc.ClientUnaryCall;
  GetEmailPreference(argument: _portico_messaging_v1_GetEmailPreferenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_EmailPreference__Output>): grpc.ClientUnaryCall;
  GetEmailPreference(argument: _portico_messaging_v1_GetEmailPreferenceRequest, callback: grpc.requestCallback<_portico_messaging_v1_EmailPreference__Output>): grpc.ClientUnaryCall;
  getEmailPreference(argument: _portico_messaging_v1_GetEmailPreferenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_EmailPreference__Output>): grpc.ClientUnaryCall;
  getEmailPreference(argument: _portico_messaging_v1_GetEmailPreferenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_EmailPreference__Output>): grpc.ClientUnaryCall;
  getEmailPreference(argument: _portico_messaging_v1_GetEmailPreferenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_EmailPreference__Output>): grpc.ClientUnaryCall;
  getEmailPreference(argument: _portico_messaging_v1_GetEmailPreferenceRequest, callback: grpc.requestCallback<_portico_messaging_v1_EmailPreference__Output>): grpc.ClientUnaryCall;
  
  GetUnreadCounts(argument: _portico_messaging_v1_GetUnreadCountsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_UnreadCounts__Output>): grpc.ClientUnaryCall;
  GetUnreadCounts(argument: _portico_messaging_v1_GetUnreadCountsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_UnreadCounts__Output>): grpc.ClientUnaryCall;
  GetUnreadCounts(argument: _portico_messaging_v1_GetUnreadCountsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_UnreadCounts__Output>): grpc.ClientUnaryCall;
  GetUnreadCounts(argument: _portico_messaging_v1_GetUnreadCountsRequest, callback: grpc.requestCallback<_portico_messaging_v1_UnreadCounts__Output>): grpc.ClientUnaryCall;
  getUnreadCounts(argument: _portico_messaging_v1_GetUnreadCountsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_UnreadCounts__Output>): grpc.ClientUnaryCall;
  getUnreadCounts(argument: _portico_messaging_v1_GetUnreadCountsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_UnreadCounts__Output>): grpc.ClientUnaryCall;
  getUnreadCounts(argument: _portico_messaging_v1_GetUnreadCountsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_UnreadCounts__Output>): grpc.ClientUnaryCall;
  getUnreadCounts(argument: _portico_messaging_v1_GetUnreadCountsRequest, callback: grpc.requestCallback<_portico_messaging_v1_UnreadCounts__Output>): grpc.ClientUnaryCall;
  
  ListConversations(argument: _portico_messaging_v1_ListConversationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_ListConversationsResponse__Output>): grpc.ClientUnaryCall;
  ListConversations(argument: _portico_messaging_v1_ListConversationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_ListConversationsResponse__Output>): grpc.ClientUnaryCall;
  ListConversations(argument: _portico_messaging_v1_ListConversationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_ListConversationsResponse__Output>): grpc.ClientUnaryCall;
  ListConversations(argument: _portico_messaging_v1_ListConversationsRequest, callback: grpc.requestCallback<_portico_messaging_v1_ListConversationsResponse__Output>): grpc.ClientUnaryCall;
  listConversations(argument: _portico_messaging_v1_ListConversationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_ListConversationsResponse__Output>): grpc.ClientUnaryCall;
  listConversations(argument: _portico_messaging_v1_ListConversationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_ListConversationsResponse__Output>): grpc.ClientUnaryCall;
  listConversations(argument: _portico_messaging_v1_ListConversationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_ListConversationsResponse__Output>): grpc.ClientUnaryCall;
  listConversations(argument: _portico_messaging_v1_ListConversationsRequest, callback: grpc.requestCallback<_portico_messaging_v1_ListConversationsResponse__Output>): grpc.ClientUnaryCall;
  
  ListMessages(argument: _portico_messaging_v1_ListMessagesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  ListMessages(argument: _portico_messaging_v1_ListMessagesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  ListMessages(argument: _portico_messaging_v1_ListMessagesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  ListMessages(argument: _portico_messaging_v1_ListMessagesRequest, callback: grpc.requestCallback<_portico_messaging_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _portico_messaging_v1_ListMessagesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _portico_messaging_v1_ListMessagesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _portico_messaging_v1_ListMessagesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _portico_messaging_v1_ListMessagesRequest, callback: grpc.requestCallback<_portico_messaging_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  
  ListStreamEvents(argument: _portico_messaging_v1_ListStreamEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_ListStreamEventsResponse__Output>): grpc.ClientUnaryCall;
  ListStreamEvents(argument: _portico_messaging_v1_ListStreamEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_ListStreamEventsResponse__Output>): grpc.ClientUnaryCall;
  ListStreamEvents(argument: _portico_messaging_v1_ListStreamEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_ListStreamEventsResponse__Output>): grpc.ClientUnaryCall;
  ListStreamEvents(argument: _portico_messaging_v1_ListStreamEventsRequest, callback: grpc.requestCallback<_portico_messaging_v1_ListStreamEventsResponse__Output>): grpc.ClientUnaryCall;
  listStreamEvents(argument: _portico_messaging_v1_ListStreamEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_ListStreamEventsResponse__Output>): grpc.ClientUnaryCall;
  listStreamEvents(argument: _portico_messaging_v1_ListStreamEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_ListStreamEventsResponse__Output>): grpc.ClientUnaryCall;
  listStreamEvents(argument: _portico_messaging_v1_ListStreamEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_ListStreamEventsResponse__Output>): grpc.ClientUnaryCall;
  listStreamEvents(argument: _portico_messaging_v1_ListStreamEventsRequest, callback: grpc.requestCallback<_portico_messaging_v1_ListStreamEventsResponse__Output>): grpc.ClientUnaryCall;
  
  MarkRead(argument: _portico_messaging_v1_MarkReadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_ReadPosition__Output>): grpc.ClientUnaryCall;
  MarkRead(argument: _portico_messaging_v1_MarkReadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_ReadPosition__Output>): grpc.ClientUnaryCall;
  MarkRead(argument: _portico_messaging_v1_MarkReadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_ReadPosition__Output>): grpc.ClientUnaryCall;
  MarkRead(argument: _portico_messaging_v1_MarkReadRequest, callback: grpc.requestCallback<_portico_messaging_v1_ReadPosition__Output>): grpc.ClientUnaryCall;
  markRead(argument: _portico_messaging_v1_MarkReadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_ReadPosition__Output>): grpc.ClientUnaryCall;
  markRead(argument: _portico_messaging_v1_MarkReadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_ReadPosition__Output>): grpc.ClientUnaryCall;
  markRead(argument: _portico_messaging_v1_MarkReadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_ReadPosition__Output>): grpc.ClientUnaryCall;
  markRead(argument: _portico_messaging_v1_MarkReadRequest, callback: grpc.requestCallback<_portico_messaging_v1_ReadPosition__Output>): grpc.ClientUnaryCall;
  
  PostMessage(argument: _portico_messaging_v1_PostMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Message__Output>): grpc.ClientUnaryCall;
  PostMessage(argument: _portico_messaging_v1_PostMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_Message__Output>): grpc.ClientUnaryCall;
  PostMessage(argument: _portico_messaging_v1_PostMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Message__Output>): grpc.ClientUnaryCall;
  PostMessage(argument: _portico_messaging_v1_PostMessageRequest, callback: grpc.requestCallback<_portico_messaging_v1_Message__Output>): grpc.ClientUnaryCall;
  postMessage(argument: _portico_messaging_v1_PostMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Message__Output>): grpc.ClientUnaryCall;
  postMessage(argument: _portico_messaging_v1_PostMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_Message__Output>): grpc.ClientUnaryCall;
  postMessage(argument: _portico_messaging_v1_PostMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Message__Output>): grpc.ClientUnaryCall;
  postMessage(argument: _portico_messaging_v1_PostMessageRequest, callback: grpc.requestCallback<_portico_messaging_v1_Message__Output>): grpc.ClientUnaryCall;
  
  SearchMessages(argument: _portico_messaging_v1_SearchMessagesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_SearchMessagesResponse__Output>): grpc.ClientUnaryCall;
  SearchMessages(argument: _portico_messaging_v1_SearchMessagesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_SearchMessagesResponse__Output>): grpc.ClientUnaryCall;
  SearchMessages(argument: _portico_messaging_v1_SearchMessagesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_SearchMessagesResponse__Output>): grpc.ClientUnaryCall;
  SearchMessages(argument: _portico_messaging_v1_SearchMessagesRequest, callback: grpc.requestCallback<_portico_messaging_v1_SearchMessagesResponse__Output>): grpc.ClientUnaryCall;
  searchMessages(argument: _portico_messaging_v1_SearchMessagesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_SearchMessagesResponse__Output>): grpc.ClientUnaryCall;
  searchMessages(argument: _portico_messaging_v1_SearchMessagesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_SearchMessagesResponse__Output>): grpc.ClientUnaryCall;
  searchMessages(argument: _portico_messaging_v1_SearchMessagesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_SearchMessagesResponse__Output>): grpc.ClientUnaryCall;
  searchMessages(argument: _portico_messaging_v1_SearchMessagesRequest, callback: grpc.requestCallback<_portico_messaging_v1_SearchMessagesResponse__Output>): grpc.ClientUnaryCall;
  
  SetConversationStatus(argument: _portico_messaging_v1_SetConversationStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  SetConversationStatus(argument: _portico_messaging_v1_SetConversationStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  SetConversationStatus(argument: _portico_messaging_v1_SetConversationStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  SetConversationStatus(argument: _portico_messaging_v1_SetConversationStatusRequest, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  setConversationStatus(argument: _portico_messaging_v1_SetConversationStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  setConversationStatus(argument: _portico_messaging_v1_SetConversationStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  setConversationStatus(argument: _portico_messaging_v1_SetConversationStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  setConversationStatus(argument: _portico_messaging_v1_SetConversationStatusRequest, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  
  SetEmailPreference(argument: _portico_messaging_v1_SetEmailPreferenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_EmailPreference__Output>): grpc.ClientUnaryCall;
  SetEmailPreference(argument: _portico_messaging_v1_SetEmailPreferenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_EmailPreference__Output>): grpc.ClientUnaryCall;
  SetEmailPreference(argument: _portico_messaging_v1_SetEmailPreferenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_EmailPreference__Output>): grpc.ClientUnaryCall;
  SetEmailPreference(argument: _portico_messaging_v1_SetEmailPreferenceRequest, callback: grpc.requestCallback<_portico_messaging_v1_EmailPreference__Output>): grpc.ClientUnaryCall;
  setEmailPreference(argument: _portico_messaging_v1_SetEmailPreferenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_EmailPreference__Output>): grpc.ClientUnaryCall;
  setEmailPreference(argument: _portico_messaging_v1_SetEmailPreferenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_EmailPreference__Output>): grpc.ClientUnaryCall;
  setEmailPreference(argument: _portico_messaging_v1_SetEmailPreferenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_EmailPreference__Output>): grpc.ClientUnaryCall;
  setEmailPreference(argument: _portico_messaging_v1_SetEmailPreferenceRequest, callback: grpc.requestCallback<_portico_messaging_v1_EmailPreference__Output>): grpc.ClientUnaryCall;
  
  StartConversation(argument: _portico_messaging_v1_StartConversationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  StartConversation(argument: _portico_messaging_v1_StartConversationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  StartConversation(argument: _portico_messaging_v1_StartConversationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  StartConversation(argument: _portico_messaging_v1_StartConversationRequest, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  startConversation(argument: _portico_messaging_v1_StartConversationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  startConversation(argument: _portico_messaging_v1_StartConversationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  startConversation(argument: _portico_messaging_v1_StartConversationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  startConversation(argument: _portico_messaging_v1_StartConversationRequest, callback: grpc.requestCallback<_portico_messaging_v1_Conversation__Output>): grpc.ClientUnaryCall;
  
}

export interface MessagingServiceHandlers extends grpc.UntypedServiceImplementation {
  AddParticipants: grpc.handleUnaryCall<_portico_messaging_v1_AddParticipantsRequest__Output, _portico_messaging_v1_Conversation>;
  
  AssignConversation: grpc.handleUnaryCall<_portico_messaging_v1_AssignConversationRequest__Output, _portico_messaging_v1_Conversation>;
  
  DeleteMessage: grpc.handleUnaryCall<_portico_messaging_v1_DeleteMessageRequest__Output, _portico_messaging_v1_Message>;
  
  EditMessage: grpc.handleUnaryCall<_portico_messaging_v1_EditMessageRequest__Output, _portico_messaging_v1_Message>;
  
  GetAttachment: grpc.handleUnaryCall<_portico_messaging_v1_GetAttachmentRequest__Output, _portico_messaging_v1_Attachment>;
  
  GetAttachmentDownload: grpc.handleUnaryCall<_portico_messaging_v1_GetAttachmentRequest__Output, _portico_messaging_v1_AttachmentDownload>;
  
  GetConversation: grpc.handleUnaryCall<_portico_messaging_v1_GetConversationRequest__Output, _portico_messaging_v1_Conversation>;
  
  GetEmailPreference: grpc.handleUnaryCall<_portico_messaging_v1_GetEmailPreferenceRequest__Output, _portico_messaging_v1_EmailPreference>;
  
  GetUnreadCounts: grpc.handleUnaryCall<_portico_messaging_v1_GetUnreadCountsRequest__Output, _portico_messaging_v1_UnreadCounts>;
  
  ListConversations: grpc.handleUnaryCall<_portico_messaging_v1_ListConversationsRequest__Output, _portico_messaging_v1_ListConversationsResponse>;
  
  ListMessages: grpc.handleUnaryCall<_portico_messaging_v1_ListMessagesRequest__Output, _portico_messaging_v1_ListMessagesResponse>;
  
  ListStreamEvents: grpc.handleUnaryCall<_portico_messaging_v1_ListStreamEventsRequest__Output, _portico_messaging_v1_ListStreamEventsResponse>;
  
  MarkRead: grpc.handleUnaryCall<_portico_messaging_v1_MarkReadRequest__Output, _portico_messaging_v1_ReadPosition>;
  
  PostMessage: grpc.handleUnaryCall<_portico_messaging_v1_PostMessageRequest__Output, _portico_messaging_v1_Message>;
  
  SearchMessages: grpc.handleUnaryCall<_portico_messaging_v1_SearchMessagesRequest__Output, _portico_messaging_v1_SearchMessagesResponse>;
  
  SetConversationStatus: grpc.handleUnaryCall<_portico_messaging_v1_SetConversationStatusRequest__Output, _portico_messaging_v1_Conversation>;
  
  SetEmailPreference: grpc.handleUnaryCall<_portico_messaging_v1_SetEmailPreferenceRequest__Output, _portico_messaging_v1_EmailPreference>;
  
  StartConversation: grpc.handleUnaryCall<_portico_messaging_v1_StartConversationRequest__Output, _portico_messaging_v1_Conversation>;
  
}

export interface MessagingServiceDefinition extends grpc.ServiceDefinition {
  AddParticipants: MethodDefinition<_portico_messaging_v1_AddParticipantsRequest, _portico_messaging_v1_Conversation, _portico_messaging_v1_AddParticipantsRequest__Output, _portico_messaging_v1_Conversation__Output>
  AssignConversation: MethodDefinition<_portico_messaging_v1_AssignConversationRequest, _portico_messaging_v1_Conversation, _portico_messaging_v1_AssignConversationRequest__Output, _portico_messaging_v1_Conversation__Output>
  DeleteMessage: MethodDefinition<_portico_messaging_v1_DeleteMessageRequest, _portico_messaging_v1_Message, _portico_messaging_v1_DeleteMessageRequest__Output, _portico_messaging_v1_Message__Output>
  EditMessage: MethodDefinition<_portico_messaging_v1_EditMessageRequest, _portico_messaging_v1_Message, _portico_messaging_v1_EditMessageRequest__Output, _portico_messaging_v1_Message__Output>
  GetAttachment: MethodDefinition<_portico_messaging_v1_GetAttachmentRequest, _portico_messaging_v1_Attachment, _portico_messaging_v1_GetAttachmentRequest__Output, _portico_messaging_v1_Attachment__Output>
  GetAttachmentDownload: MethodDefinition<_portico_messaging_v1_GetAttachmentRequest, _portico_messaging_v1_AttachmentDownload, _portico_messaging_v1_GetAttachmentRequest__Output, _portico_messaging_v1_AttachmentDownload__Output>
  GetConversation: MethodDefinition<_portico_messaging_v1_GetConversationRequest, _portico_messaging_v1_Conversation, _portico_messaging_v1_GetConversationRequest__Output, _portico_messaging_v1_Conversation__Output>
  GetEmailPreference: MethodDefinition<_portico_messaging_v1_GetEmailPreferenceRequest, _portico_messaging_v1_EmailPreference, _portico_messaging_v1_GetEmailPreferenceRequest__Output, _portico_messaging_v1_EmailPreference__Output>
  GetUnreadCounts: MethodDefinition<_portico_messaging_v1_GetUnreadCountsRequest, _portico_messaging_v1_UnreadCounts, _portico_messaging_v1_GetUnreadCountsRequest__Output, _portico_messaging_v1_UnreadCounts__Output>
  ListConversations: MethodDefinition<_portico_messaging_v1_ListConversationsRequest, _portico_messaging_v1_ListConversationsResponse, _portico_messaging_v1_ListConversationsRequest__Output, _portico_messaging_v1_ListConversationsResponse__Output>
  ListMessages: MethodDefinition<_portico_messaging_v1_ListMessagesRequest, _portico_messaging_v1_ListMessagesResponse, _portico_messaging_v1_ListMessagesRequest__Output, _portico_messaging_v1_ListMessagesResponse__Output>
  ListStreamEvents: MethodDefinition<_portico_messaging_v1_ListStreamEventsRequest, _portico_messaging_v1_ListStreamEventsResponse, _portico_messaging_v1_ListStreamEventsRequest__Output, _portico_messaging_v1_ListStreamEventsResponse__Output>
  MarkRead: MethodDefinition<_portico_messaging_v1_MarkReadRequest, _portico_messaging_v1_ReadPosition, _portico_messaging_v1_MarkReadRequest__Output, _portico_messaging_v1_ReadPosition__Output>
  PostMessage: MethodDefinition<_portico_messaging_v1_PostMessageRequest, _portico_messaging_v1_Message, _portico_messaging_v1_PostMessageRequest__Output, _portico_messaging_v1_Message__Output>
  SearchMessages: MethodDefinition<_portico_messaging_v1_SearchMessagesRequest, _portico_messaging_v1_SearchMessagesResponse, _portico_messaging_v1_SearchMessagesRequest__Output, _portico_messaging_v1_SearchMessagesResponse__Output>
  SetConversationStatus: MethodDefinition<_portico_messaging_v1_SetConversationStatusRequest, _portico_messaging_v1_Conversation, _portico_messaging_v1_SetConversationStatusRequest__Output, _portico_messaging_v1_Conversation__Output>
  SetEmailPreference: MethodDefinition<_portico_messaging_v1_SetEmailPreferenceRequest, _portico_messaging_v1_EmailPreference, _portico_messaging_v1_SetEmailPreferenceRequest__Output, _portico_messaging_v1_EmailPreference__Output>
  StartConversation: MethodDefinition<_portico_messaging_v1_StartConversationRequest, _portico_messaging_v1_Conversation, _portico_messaging_v1_StartConversationRequest__Output, _portico_messaging_v1_Conversation__Output>
}
