import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AssignFileRequest as _portico_content_v1_AssignFileRequest, AssignFileRequest__Output as _portico_content_v1_AssignFileRequest__Output } from './portico/content/v1/AssignFileRequest';
import type { BeginUploadRequest as _portico_content_v1_BeginUploadRequest, BeginUploadRequest__Output as _portico_content_v1_BeginUploadRequest__Output } from './portico/content/v1/BeginUploadRequest';
import type { BeginUploadResponse as _portico_content_v1_BeginUploadResponse, BeginUploadResponse__Output as _portico_content_v1_BeginUploadResponse__Output } from './portico/content/v1/BeginUploadResponse';
import type { CompleteUploadRequest as _portico_content_v1_CompleteUploadRequest, CompleteUploadRequest__Output as _portico_content_v1_CompleteUploadRequest__Output } from './portico/content/v1/CompleteUploadRequest';
import type { ContentServiceClient as _portico_content_v1_ContentServiceClient, ContentServiceDefinition as _portico_content_v1_ContentServiceDefinition } from './portico/content/v1/ContentService';
import type { CreateEmbedRequest as _portico_content_v1_CreateEmbedRequest, CreateEmbedRequest__Output as _portico_content_v1_CreateEmbedRequest__Output } from './portico/content/v1/CreateEmbedRequest';
import type { CreateSuperEmbedRequest as _portico_content_v1_CreateSuperEmbedRequest, CreateSuperEmbedRequest__Output as _portico_content_v1_CreateSuperEmbedRequest__Output } from './portico/content/v1/CreateSuperEmbedRequest';
import type { DeleteEmbedRequest as _portico_content_v1_DeleteEmbedRequest, DeleteEmbedRequest__Output as _portico_content_v1_DeleteEmbedRequest__Output } from './portico/content/v1/DeleteEmbedRequest';
import type { DeleteEmbedResponse as _portico_content_v1_DeleteEmbedResponse, DeleteEmbedResponse__Output as _portico_content_v1_DeleteEmbedResponse__Output } from './portico/content/v1/DeleteEmbedResponse';
import type { DeleteFileRequest as _portico_content_v1_DeleteFileRequest, DeleteFileRequest__Output as _portico_content_v1_DeleteFileRequest__Output } from './portico/content/v1/DeleteFileRequest';
import type { DeleteFileResponse as _portico_content_v1_DeleteFileResponse, DeleteFileResponse__Output as _portico_content_v1_DeleteFileResponse__Output } from './portico/content/v1/DeleteFileResponse';
import type { DeleteUserFilesRequest as _portico_content_v1_DeleteUserFilesRequest, DeleteUserFilesRequest__Output as _portico_content_v1_DeleteUserFilesRequest__Output } from './portico/content/v1/DeleteUserFilesRequest';
import type { DeleteUserFilesResponse as _portico_content_v1_DeleteUserFilesResponse, DeleteUserFilesResponse__Output as _portico_content_v1_DeleteUserFilesResponse__Output } from './portico/content/v1/DeleteUserFilesResponse';
import type { Embed as _portico_content_v1_Embed, Embed__Output as _portico_content_v1_Embed__Output } from './portico/content/v1/Embed';
import type { File as _portico_content_v1_File, File__Output as _portico_content_v1_File__Output } from './portico/content/v1/File';
import type { GetEmbedRequest as _portico_content_v1_GetEmbedRequest, GetEmbedRequest__Output as _portico_content_v1_GetEmbedRequest__Output } from './portico/content/v1/GetEmbedRequest';
import type { GetFileRequest as _portico_content_v1_GetFileRequest, GetFileRequest__Output as _portico_content_v1_GetFileRequest__Output } from './portico/content/v1/GetFileRequest';
import type { GetPlatformStorageUsageRequest as _portico_content_v1_GetPlatformStorageUsageRequest, GetPlatformStorageUsageRequest__Output as _portico_content_v1_GetPlatformStorageUsageRequest__Output } from './portico/content/v1/GetPlatformStorageUsageRequest';
import type { GetStorageUsageRequest as _portico_content_v1_GetStorageUsageRequest, GetStorageUsageRequest__Output as _portico_content_v1_GetStorageUsageRequest__Output } from './portico/content/v1/GetStorageUsageRequest';
import type { ListEmbedsRequest as _portico_content_v1_ListEmbedsRequest, ListEmbedsRequest__Output as _portico_content_v1_ListEmbedsRequest__Output } from './portico/content/v1/ListEmbedsRequest';
import type { ListEmbedsResponse as _portico_content_v1_ListEmbedsResponse, ListEmbedsResponse__Output as _portico_content_v1_ListEmbedsResponse__Output } from './portico/content/v1/ListEmbedsResponse';
import type { ListFilesRequest as _portico_content_v1_ListFilesRequest, ListFilesRequest__Output as _portico_content_v1_ListFilesRequest__Output } from './portico/content/v1/ListFilesRequest';
import type { ListFilesResponse as _portico_content_v1_ListFilesResponse, ListFilesResponse__Output as _portico_content_v1_ListFilesResponse__Output } from './portico/content/v1/ListFilesResponse';
import type { ListSuperEmbedsRequest as _portico_content_v1_ListSuperEmbedsRequest, ListSuperEmbedsRequest__Output as _portico_content_v1_ListSuperEmbedsRequest__Output } from './portico/content/v1/ListSuperEmbedsRequest';
import type { ListVisibleEmbedsRequest as _portico_content_v1_ListVisibleEmbedsRequest, ListVisibleEmbedsRequest__Output as _portico_content_v1_ListVisibleEmbedsRequest__Output } from './portico/content/v1/ListVisibleEmbedsRequest';
import type { OpenFileRequest as _portico_content_v1_OpenFileRequest, OpenFileRequest__Output as _portico_content_v1_OpenFileRequest__Output } from './portico/content/v1/OpenFileRequest';
import type { OpenFileResponse as _portico_content_v1_OpenFileResponse, OpenFileResponse__Output as _portico_content_v1_OpenFileResponse__Output } from './portico/content/v1/OpenFileResponse';
import type { PlatformStorageUsage as _portico_content_v1_PlatformStorageUsage, PlatformStorageUsage__Output as _portico_content_v1_PlatformStorageUsage__Output } from './portico/content/v1/PlatformStorageUsage';
import type { SetEmbedActiveRequest as _portico_content_v1_SetEmbedActiveRequest, SetEmbedActiveRequest__Output as _portico_content_v1_SetEmbedActiveRequest__Output } from './portico/content/v1/SetEmbedActiveRequest';
import type { StorageUsage as _portico_content_v1_StorageUsage, StorageUsage__Output as _portico_content_v1_StorageUsage__Output } from './portico/content/v1/StorageUsage';
import type { UpdateEmbedRequest as _portico_content_v1_UpdateEmbedRequest, UpdateEmbedRequest__Output as _portico_content_v1_UpdateEmbedRequest__Output } from './portico/content/v1/UpdateEmbedRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  portico: {
    content: {
      v1: {
        AssignFileRequest: MessageTypeDefinition<_portico_content_v1_AssignFileRequest, _portico_content_v1_AssignFileRequest__Output>
        BeginUploadRequest: MessageTypeDefinition<_portico_content_v1_BeginUploadRequest, _portico_content_v1_BeginUploadRequest__Output>
        BeginUploadResponse: MessageTypeDefinition<_portico_content_v1_BeginUploadResponse, _portico_content_v1_BeginUploadResponse__Output>
        CompleteUploadRequest: MessageTypeDefinition<_portico_content_v1_CompleteUploadRequest, _portico_content_v1_CompleteUploadRequest__Output>
        ContentService: SubtypeConstructor<typeof grpc.Client, _portico_content_v1_ContentServiceClient> & { service: _portico_content_v1_ContentServiceDefinition }
        CreateEmbedRequest: MessageTypeDefinition<_portico_content_v1_CreateEmbedRequest, _portico_content_v1_CreateEmbedRequest__Output>
        CreateSuperEmbedRequest: MessageTypeDefinition<_portico_content_v1_CreateSuperEmbedRequest, _portico_content_v1_CreateSuperEmbedRequest__Output>
        DeleteEmbedRequest: MessageTypeDefinition<_portico_content_v1_DeleteEmbedRequest, _portico_content_v1_DeleteEmbedRequest__Output>
        DeleteEmbedResponse: MessageTypeDefinition<_portico_content_v1_DeleteEmbedResponse, _portico_content_v1_DeleteEmbedResponse__Output>
        DeleteFileRequest: MessageTypeDefinition<_portico_content_v1_DeleteFileRequest, _portico_content_v1_DeleteFileRequest__Output>
        DeleteFileResponse: MessageTypeDefinition<_portico_content_v1_DeleteFileResponse, _portico_content_v1_DeleteFileResponse__Output>
        DeleteUserFilesRequest: MessageTypeDefinition<_portico_content_v1_DeleteUserFilesRequest, _portico_content_v1_DeleteUserFilesRequest__Output>
        DeleteUserFilesResponse: MessageTypeDefinition<_portico_content_v1_DeleteUserFilesResponse, _portico_content_v1_DeleteUserFilesResponse__Output>
        Embed: MessageTypeDefinition<_portico_content_v1_Embed, _portico_content_v1_Embed__Output>
        File: MessageTypeDefinition<_portico_content_v1_File, _portico_content_v1_File__Output>
        GetEmbedRequest: MessageTypeDefinition<_portico_content_v1_GetEmbedRequest, _portico_content_v1_GetEmbedRequest__Output>
        GetFileRequest: MessageTypeDefinition<_portico_content_v1_GetFileRequest, _portico_content_v1_GetFileRequest__Output>
        GetPlatformStorageUsageRequest: MessageTypeDefinition<_portico_content_v1_GetPlatformStorageUsageRequest, _portico_content_v1_GetPlatformStorageUsageRequest__Output>
        GetStorageUsageRequest: MessageTypeDefinition<_portico_content_v1_GetStorageUsageRequest, _portico_content_v1_GetStorageUsageRequest__Output>
        ListEmbedsRequest: MessageTypeDefinition<_portico_content_v1_ListEmbedsRequest, _portico_content_v1_ListEmbedsRequest__Output>
        ListEmbedsResponse: MessageTypeDefinition<_portico_content_v1_ListEmbedsResponse, _portico_content_v1_ListEmbedsResponse__Output>
        ListFilesRequest: MessageTypeDefinition<_portico_content_v1_ListFilesRequest, _portico_content_v1_ListFilesRequest__Output>
        ListFilesResponse: MessageTypeDefinition<_portico_content_v1_ListFilesResponse, _portico_content_v1_ListFilesResponse__Output>
        ListSuperEmbedsRequest: MessageTypeDefinition<_portico_content_v1_ListSuperEmbedsRequest, _portico_content_v1_ListSuperEmbedsRequest__Output>
        ListVisibleEmbedsRequest: MessageTypeDefinition<_portico_content_v1_ListVisibleEmbedsRequest, _portico_content_v1_ListVisibleEmbedsRequest__Output>
        OpenFileRequest: MessageTypeDefinition<_portico_content_v1_OpenFileRequest, _portico_content_v1_OpenFileRequest__Output>
        OpenFileResponse: MessageTypeDefinition<_portico_content_v1_OpenFileResponse, _portico_content_v1_OpenFileResponse__Output>
        PlatformStorageUsage: MessageTypeDefinition<_portico_content_v1_PlatformStorageUsage, _portico_content_v1_PlatformStorageUsage__Output>
        SetEmbedActiveRequest: MessageTypeDefinition<_portico_content_v1_SetEmbedActiveRequest, _portico_content_v1_SetEmbedActiveRequest__Output>
        StorageUsage: MessageTypeDefinition<_portico_content_v1_StorageUsage, _portico_content_v1_StorageUsage__Output>
        UpdateEmbedRequest: MessageTypeDefinition<_portico_content_v1_UpdateEmbedRequest, _portico_content_v1_UpdateEmbedRequest__Output>
      }
    }
  }
}

