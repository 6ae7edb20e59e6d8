import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { CheckEmbedFramingRequest as _portico_content_v1_CheckEmbedFramingRequest, CheckEmbedFramingRequest__Output as _portico_content_v1_CheckEmbedFramingRequest__Output } from './portico/content/v1/CheckEmbedFramingRequest';
import type { ContentServiceClient as _portico_content_v1_ContentServiceClient, ContentServiceDefinition as _portico_content_v1_ContentServiceDefinition } from './portico/content/v1/ContentService';
import type { CreateDownloadGrantRequest as _portico_content_v1_CreateDownloadGrantRequest, CreateDownloadGrantRequest__Output as _portico_content_v1_CreateDownloadGrantRequest__Output } from './portico/content/v1/CreateDownloadGrantRequest';
import type { CreateEmbedRequest as _portico_content_v1_CreateEmbedRequest, CreateEmbedRequest__Output as _portico_content_v1_CreateEmbedRequest__Output } from './portico/content/v1/CreateEmbedRequest';
import type { CreateSuperEmbedRequest as _portico_content_v1_CreateSuperEmbedRequest, CreateSuperEmbedRequest__Output as _portico_content_v1_CreateSuperEmbedRequest__Output } from './portico/content/v1/CreateSuperEmbedRequest';
import type { CreateUploadGrantRequest as _portico_content_v1_CreateUploadGrantRequest, CreateUploadGrantRequest__Output as _portico_content_v1_CreateUploadGrantRequest__Output } from './portico/content/v1/CreateUploadGrantRequest';
import type { CreateVouchedDownloadGrantRequest as _portico_content_v1_CreateVouchedDownloadGrantRequest, CreateVouchedDownloadGrantRequest__Output as _portico_content_v1_CreateVouchedDownloadGrantRequest__Output } from './portico/content/v1/CreateVouchedDownloadGrantRequest';
import type { CreateZipDownloadGrantRequest as _portico_content_v1_CreateZipDownloadGrantRequest, CreateZipDownloadGrantRequest__Output as _portico_content_v1_CreateZipDownloadGrantRequest__Output } from './portico/content/v1/CreateZipDownloadGrantRequest';
import type { DeleteEmbedRequest as _portico_content_v1_DeleteEmbedRequest, DeleteEmbedRequest__Output as _portico_content_v1_DeleteEmbedRequest__Output } from './portico/content/v1/DeleteEmbedRequest';
import type { DeleteEmbedResponse as _portico_content_v1_DeleteEmbedResponse, DeleteEmbedResponse__Output as _portico_content_v1_DeleteEmbedResponse__Output } from './portico/content/v1/DeleteEmbedResponse';
import type { DeleteFileRequest as _portico_content_v1_DeleteFileRequest, DeleteFileRequest__Output as _portico_content_v1_DeleteFileRequest__Output } from './portico/content/v1/DeleteFileRequest';
import type { DeleteFileResponse as _portico_content_v1_DeleteFileResponse, DeleteFileResponse__Output as _portico_content_v1_DeleteFileResponse__Output } from './portico/content/v1/DeleteFileResponse';
import type { DownloadGrant as _portico_content_v1_DownloadGrant, DownloadGrant__Output as _portico_content_v1_DownloadGrant__Output } from './portico/content/v1/DownloadGrant';
import type { Embed as _portico_content_v1_Embed, Embed__Output as _portico_content_v1_Embed__Output } from './portico/content/v1/Embed';
import type { EmbedContextKeys as _portico_content_v1_EmbedContextKeys, EmbedContextKeys__Output as _portico_content_v1_EmbedContextKeys__Output } from './portico/content/v1/EmbedContextKeys';
import type { EmbedContextToken as _portico_content_v1_EmbedContextToken, EmbedContextToken__Output as _portico_content_v1_EmbedContextToken__Output } from './portico/content/v1/EmbedContextToken';
import type { EmbedSaved as _portico_content_v1_EmbedSaved, EmbedSaved__Output as _portico_content_v1_EmbedSaved__Output } from './portico/content/v1/EmbedSaved';
import type { File as _portico_content_v1_File, File__Output as _portico_content_v1_File__Output } from './portico/content/v1/File';
import type { FramingCheck as _portico_content_v1_FramingCheck, FramingCheck__Output as _portico_content_v1_FramingCheck__Output } from './portico/content/v1/FramingCheck';
import type { GetEmbedContextKeysRequest as _portico_content_v1_GetEmbedContextKeysRequest, GetEmbedContextKeysRequest__Output as _portico_content_v1_GetEmbedContextKeysRequest__Output } from './portico/content/v1/GetEmbedContextKeysRequest';
import type { GetEmbedRequest as _portico_content_v1_GetEmbedRequest, GetEmbedRequest__Output as _portico_content_v1_GetEmbedRequest__Output } from './portico/content/v1/GetEmbedRequest';
import type { GetFileRequest as _portico_content_v1_GetFileRequest, GetFileRequest__Output as _portico_content_v1_GetFileRequest__Output } from './portico/content/v1/GetFileRequest';
import type { GetPlatformStorageRequest as _portico_content_v1_GetPlatformStorageRequest, GetPlatformStorageRequest__Output as _portico_content_v1_GetPlatformStorageRequest__Output } from './portico/content/v1/GetPlatformStorageRequest';
import type { GetStorageUsageRequest as _portico_content_v1_GetStorageUsageRequest, GetStorageUsageRequest__Output as _portico_content_v1_GetStorageUsageRequest__Output } from './portico/content/v1/GetStorageUsageRequest';
import type { ListEmbedOriginsRequest as _portico_content_v1_ListEmbedOriginsRequest, ListEmbedOriginsRequest__Output as _portico_content_v1_ListEmbedOriginsRequest__Output } from './portico/content/v1/ListEmbedOriginsRequest';
import type { ListEmbedOriginsResponse as _portico_content_v1_ListEmbedOriginsResponse, ListEmbedOriginsResponse__Output as _portico_content_v1_ListEmbedOriginsResponse__Output } from './portico/content/v1/ListEmbedOriginsResponse';
import type { ListEmbedsRequest as _portico_content_v1_ListEmbedsRequest, ListEmbedsRequest__Output as _portico_content_v1_ListEmbedsRequest__Output } from './portico/content/v1/ListEmbedsRequest';
import type { ListEmbedsResponse as _portico_content_v1_ListEmbedsResponse, ListEmbedsResponse__Output as _portico_content_v1_ListEmbedsResponse__Output } from './portico/content/v1/ListEmbedsResponse';
import type { ListFilesRequest as _portico_content_v1_ListFilesRequest, ListFilesRequest__Output as _portico_content_v1_ListFilesRequest__Output } from './portico/content/v1/ListFilesRequest';
import type { ListFilesResponse as _portico_content_v1_ListFilesResponse, ListFilesResponse__Output as _portico_content_v1_ListFilesResponse__Output } from './portico/content/v1/ListFilesResponse';
import type { ListRecentUploadsRequest as _portico_content_v1_ListRecentUploadsRequest, ListRecentUploadsRequest__Output as _portico_content_v1_ListRecentUploadsRequest__Output } from './portico/content/v1/ListRecentUploadsRequest';
import type { ListSuperEmbedsRequest as _portico_content_v1_ListSuperEmbedsRequest, ListSuperEmbedsRequest__Output as _portico_content_v1_ListSuperEmbedsRequest__Output } from './portico/content/v1/ListSuperEmbedsRequest';
import type { ListVisibleEmbedsRequest as _portico_content_v1_ListVisibleEmbedsRequest, ListVisibleEmbedsRequest__Output as _portico_content_v1_ListVisibleEmbedsRequest__Output } from './portico/content/v1/ListVisibleEmbedsRequest';
import type { MintEmbedContextTokenRequest as _portico_content_v1_MintEmbedContextTokenRequest, MintEmbedContextTokenRequest__Output as _portico_content_v1_MintEmbedContextTokenRequest__Output } from './portico/content/v1/MintEmbedContextTokenRequest';
import type { PlatformStorage as _portico_content_v1_PlatformStorage, PlatformStorage__Output as _portico_content_v1_PlatformStorage__Output } from './portico/content/v1/PlatformStorage';
import type { RecordFileOpenedRequest as _portico_content_v1_RecordFileOpenedRequest, RecordFileOpenedRequest__Output as _portico_content_v1_RecordFileOpenedRequest__Output } from './portico/content/v1/RecordFileOpenedRequest';
import type { ReorderEmbedsRequest as _portico_content_v1_ReorderEmbedsRequest, ReorderEmbedsRequest__Output as _portico_content_v1_ReorderEmbedsRequest__Output } from './portico/content/v1/ReorderEmbedsRequest';
import type { SetEmbedActiveRequest as _portico_content_v1_SetEmbedActiveRequest, SetEmbedActiveRequest__Output as _portico_content_v1_SetEmbedActiveRequest__Output } from './portico/content/v1/SetEmbedActiveRequest';
import type { SetEmbedPassContextRequest as _portico_content_v1_SetEmbedPassContextRequest, SetEmbedPassContextRequest__Output as _portico_content_v1_SetEmbedPassContextRequest__Output } from './portico/content/v1/SetEmbedPassContextRequest';
import type { StorageUsage as _portico_content_v1_StorageUsage, StorageUsage__Output as _portico_content_v1_StorageUsage__Output } from './portico/content/v1/StorageUsage';
import type { UploadGrant as _portico_content_v1_UploadGrant, UploadGrant__Output as _portico_content_v1_UploadGrant__Output } from './portico/content/v1/UploadGrant';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  portico: {
    content: {
      v1: {
        CheckEmbedFramingRequest: MessageTypeDefinition<_portico_content_v1_CheckEmbedFramingRequest, _portico_content_v1_CheckEmbedFramingRequest__Output>
        ContentService: SubtypeConstructor<typeof grpc.Client, _portico_content_v1_ContentServiceClient> & { service: _portico_content_v1_ContentServiceDefinition }
        CreateDownloadGrantRequest: MessageTypeDefinition<_portico_content_v1_CreateDownloadGrantRequest, _portico_content_v1_CreateDownloadGrantRequest__Output>
        CreateEmbedRequest: MessageTypeDefinition<_portico_content_v1_CreateEmbedRequest, _portico_content_v1_CreateEmbedRequest__Output>
        CreateSuperEmbedRequest: MessageTypeDefinition<_portico_content_v1_CreateSuperEmbedRequest, _portico_content_v1_CreateSuperEmbedRequest__Output>
        CreateUploadGrantRequest: MessageTypeDefinition<_portico_content_v1_CreateUploadGrantRequest, _portico_content_v1_CreateUploadGrantRequest__Output>
        CreateVouchedDownloadGrantRequest: MessageTypeDefinition<_portico_content_v1_CreateVouchedDownloadGrantRequest, _portico_content_v1_CreateVouchedDownloadGrantRequest__Output>
        CreateZipDownloadGrantRequest: MessageTypeDefinition<_portico_content_v1_CreateZipDownloadGrantRequest, _portico_content_v1_CreateZipDownloadGrantRequest__Output>
        DeleteEmbedRequest: MessageTypeDefinition<_portico_content_v1_DeleteEmbedRequest, _portico_content_v1_DeleteEmbedRequest__Output>
        DeleteEmbedResponse: MessageTypeDefinition<_portico_content_v1_DeleteEmbedResponse, _portico_content_v1_DeleteEmbedResponse__Output>
        DeleteFileRequest: MessageTypeDefinition<_portico_content_v1_DeleteFileRequest, _portico_content_v1_DeleteFileRequest__Output>
        DeleteFileResponse: MessageTypeDefinition<_portico_content_v1_DeleteFileResponse, _portico_content_v1_DeleteFileResponse__Output>
        DownloadGrant: MessageTypeDefinition<_portico_content_v1_DownloadGrant, _portico_content_v1_DownloadGrant__Output>
        Embed: MessageTypeDefinition<_portico_content_v1_Embed, _portico_content_v1_Embed__Output>
        EmbedContextKeys: MessageTypeDefinition<_portico_content_v1_EmbedContextKeys, _portico_content_v1_EmbedContextKeys__Output>
        EmbedContextToken: MessageTypeDefinition<_portico_content_v1_EmbedContextToken, _portico_content_v1_EmbedContextToken__Output>
        EmbedSaved: MessageTypeDefinition<_portico_content_v1_EmbedSaved, _portico_content_v1_EmbedSaved__Output>
        File: MessageTypeDefinition<_portico_content_v1_File, _portico_content_v1_File__Output>
        FramingCheck: MessageTypeDefinition<_portico_content_v1_FramingCheck, _portico_content_v1_FramingCheck__Output>
        GetEmbedContextKeysRequest: MessageTypeDefinition<_portico_content_v1_GetEmbedContextKeysRequest, _portico_content_v1_GetEmbedContextKeysRequest__Output>
        GetEmbedRequest: MessageTypeDefinition<_portico_content_v1_GetEmbedRequest, _portico_content_v1_GetEmbedRequest__Output>
        GetFileRequest: MessageTypeDefinition<_portico_content_v1_GetFileRequest, _portico_content_v1_GetFileRequest__Output>
        GetPlatformStorageRequest: MessageTypeDefinition<_portico_content_v1_GetPlatformStorageRequest, _portico_content_v1_GetPlatformStorageRequest__Output>
        GetStorageUsageRequest: MessageTypeDefinition<_portico_content_v1_GetStorageUsageRequest, _portico_content_v1_GetStorageUsageRequest__Output>
        ListEmbedOriginsRequest: MessageTypeDefinition<_portico_content_v1_ListEmbedOriginsRequest, _portico_content_v1_ListEmbedOriginsRequest__Output>
        ListEmbedOriginsResponse: MessageTypeDefinition<_portico_content_v1_ListEmbedOriginsResponse, _portico_content_v1_ListEmbedOriginsResponse__Output>
        ListEmbedsRequest: MessageTypeDefinition<_portico_content_v1_ListEmbedsRequest, _portico_content_v1_ListEmbedsRequest__Output>
        ListEmbedsResponse: MessageTypeDefinition<_portico_content_v1_ListEmbedsResponse, _portico_content_v1_ListEmbedsResponse__Output>
        ListFilesRequest: MessageTypeDefinition<_portico_content_v1_ListFilesRequest, _portico_content_v1_ListFilesRequest__Output>
        ListFilesResponse: MessageTypeDefinition<_portico_content_v1_ListFilesResponse, _portico_content_v1_ListFilesResponse__Output>
        ListRecentUploadsRequest: MessageTypeDefinition<_portico_content_v1_ListRecentUploadsRequest, _portico_content_v1_ListRecentUploadsRequest__Output>
        ListSuperEmbedsRequest: MessageTypeDefinition<_portico_content_v1_ListSuperEmbedsRequest, _portico_content_v1_ListSuperEmbedsRequest__Output>
        ListVisibleEmbedsRequest: MessageTypeDefinition<_portico_content_v1_ListVisibleEmbedsRequest, _portico_content_v1_ListVisibleEmbedsRequest__Output>
        MintEmbedContextTokenRequest: MessageTypeDefinition<_portico_content_v1_MintEmbedContextTokenRequest, _portico_content_v1_MintEmbedContextTokenRequest__Output>
        PlatformStorage: MessageTypeDefinition<_portico_content_v1_PlatformStorage, _portico_content_v1_PlatformStorage__Output>
        RecordFileOpenedRequest: MessageTypeDefinition<_portico_content_v1_RecordFileOpenedRequest, _portico_content_v1_RecordFileOpenedRequest__Output>
        ReorderEmbedsRequest: MessageTypeDefinition<_portico_content_v1_ReorderEmbedsRequest, _portico_content_v1_ReorderEmbedsRequest__Output>
        SetEmbedActiveRequest: MessageTypeDefinition<_portico_content_v1_SetEmbedActiveRequest, _portico_content_v1_SetEmbedActiveRequest__Output>
        SetEmbedPassContextRequest: MessageTypeDefinition<_portico_content_v1_SetEmbedPassContextRequest, _portico_content_v1_SetEmbedPassContextRequest__Output>
        StorageUsage: MessageTypeDefinition<_portico_content_v1_StorageUsage, _portico_content_v1_StorageUsage__Output>
        UploadGrant: MessageTypeDefinition<_portico_content_v1_UploadGrant, _portico_content_v1_UploadGrant__Output>
      }
    }
  }
}

