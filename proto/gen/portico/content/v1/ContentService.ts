// Original file: portico/content/v1/content.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CheckEmbedFramingRequest as _portico_content_v1_CheckEmbedFramingRequest, CheckEmbedFramingRequest__Output as _portico_content_v1_CheckEmbedFramingRequest__Output } from '../../../portico/content/v1/CheckEmbedFramingRequest';
import type { CreateDownloadGrantRequest as _portico_content_v1_CreateDownloadGrantRequest, CreateDownloadGrantRequest__Output as _portico_content_v1_CreateDownloadGrantRequest__Output } from '../../../portico/content/v1/CreateDownloadGrantRequest';
import type { CreateEmbedRequest as _portico_content_v1_CreateEmbedRequest, CreateEmbedRequest__Output as _portico_content_v1_CreateEmbedRequest__Output } from '../../../portico/content/v1/CreateEmbedRequest';
import type { CreateSuperEmbedRequest as _portico_content_v1_CreateSuperEmbedRequest, CreateSuperEmbedRequest__Output as _portico_content_v1_CreateSuperEmbedRequest__Output } from '../../../portico/content/v1/CreateSuperEmbedRequest';
import type { CreateUploadGrantRequest as _portico_content_v1_CreateUploadGrantRequest, CreateUploadGrantRequest__Output as _portico_content_v1_CreateUploadGrantRequest__Output } from '../../../portico/content/v1/CreateUploadGrantRequest';
import type { CreateVouchedDownloadGrantRequest as _portico_content_v1_CreateVouchedDownloadGrantRequest, CreateVouchedDownloadGrantRequest__Output as _portico_content_v1_CreateVouchedDownloadGrantRequest__Output } from '../../../portico/content/v1/CreateVouchedDownloadGrantRequest';
import type { CreateZipDownloadGrantRequest as _portico_content_v1_CreateZipDownloadGrantRequest, CreateZipDownloadGrantRequest__Output as _portico_content_v1_CreateZipDownloadGrantRequest__Output } from '../../../portico/content/v1/CreateZipDownloadGrantRequest';
import type { DeleteEmbedRequest as _portico_content_v1_DeleteEmbedRequest, DeleteEmbedRequest__Output as _portico_content_v1_DeleteEmbedRequest__Output } from '../../../portico/content/v1/DeleteEmbedRequest';
import type { DeleteEmbedResponse as _portico_content_v1_DeleteEmbedResponse, DeleteEmbedResponse__Output as _portico_content_v1_DeleteEmbedResponse__Output } from '../../../portico/content/v1/DeleteEmbedResponse';
import type { DeleteFileRequest as _portico_content_v1_DeleteFileRequest, DeleteFileRequest__Output as _portico_content_v1_DeleteFileRequest__Output } from '../../../portico/content/v1/DeleteFileRequest';
import type { DeleteFileResponse as _portico_content_v1_DeleteFileResponse, DeleteFileResponse__Output as _portico_content_v1_DeleteFileResponse__Output } from '../../../portico/content/v1/DeleteFileResponse';
import type { DownloadGrant as _portico_content_v1_DownloadGrant, DownloadGrant__Output as _portico_content_v1_DownloadGrant__Output } from '../../../portico/content/v1/DownloadGrant';
import type { Embed as _portico_content_v1_Embed, Embed__Output as _portico_content_v1_Embed__Output } from '../../../portico/content/v1/Embed';
import type { EmbedContextKeys as _portico_content_v1_EmbedContextKeys, EmbedContextKeys__Output as _portico_content_v1_EmbedContextKeys__Output } from '../../../portico/content/v1/EmbedContextKeys';
import type { EmbedContextToken as _portico_content_v1_EmbedContextToken, EmbedContextToken__Output as _portico_content_v1_EmbedContextToken__Output } from '../../../portico/content/v1/EmbedContextToken';
import type { EmbedSaved as _portico_content_v1_EmbedSaved, EmbedSaved__Output as _portico_content_v1_EmbedSaved__Output } from '../../../portico/content/v1/EmbedSaved';
import type { File as _portico_content_v1_File, File__Output as _portico_content_v1_File__Output } from '../../../portico/content/v1/File';
import type { FramingCheck as _portico_content_v1_FramingCheck, FramingCheck__Output as _portico_content_v1_FramingCheck__Output } from '../../../portico/content/v1/FramingCheck';
import type { GetEmbedContextKeysRequest as _portico_content_v1_GetEmbedContextKeysRequest, GetEmbedContextKeysRequest__Output as _portico_content_v1_GetEmbedContextKeysRequest__Output } from '../../../portico/content/v1/GetEmbedContextKeysRequest';
import type { GetEmbedRequest as _portico_content_v1_GetEmbedRequest, GetEmbedRequest__Output as _portico_content_v1_GetEmbedRequest__Output } from '../../../portico/content/v1/GetEmbedRequest';
import type { GetFileRequest as _portico_content_v1_GetFileRequest, GetFileRequest__Output as _portico_content_v1_GetFileRequest__Output } from '../../../portico/content/v1/GetFileRequest';
import type { GetPlatformStorageRequest as _portico_content_v1_GetPlatformStorageRequest, GetPlatformStorageRequest__Output as _portico_content_v1_GetPlatformStorageRequest__Output } from '../../../portico/content/v1/GetPlatformStorageRequest';
import type { GetStorageUsageRequest as _portico_content_v1_GetStorageUsageRequest, GetStorageUsageRequest__Output as _portico_content_v1_GetStorageUsageRequest__Output } from '../../../portico/content/v1/GetStorageUsageRequest';
import type { ListEmbedOriginsRequest as _portico_content_v1_ListEmbedOriginsRequest, ListEmbedOriginsRequest__Output as _portico_content_v1_ListEmbedOriginsRequest__Output } from '../../../portico/content/v1/ListEmbedOriginsRequest';
import type { ListEmbedOriginsResponse as _portico_content_v1_ListEmbedOriginsResponse, ListEmbedOriginsResponse__Output as _portico_content_v1_ListEmbedOriginsResponse__Output } from '../../../portico/content/v1/ListEmbedOriginsResponse';
import type { ListEmbedsRequest as _portico_content_v1_ListEmbedsRequest, ListEmbedsRequest__Output as _portico_content_v1_ListEmbedsRequest__Output } from '../../../portico/content/v1/ListEmbedsRequest';
import type { ListEmbedsResponse as _portico_content_v1_ListEmbedsResponse, ListEmbedsResponse__Output as _portico_content_v1_ListEmbedsResponse__Output } from '../../../portico/content/v1/ListEmbedsResponse';
import type { ListFilesRequest as _portico_content_v1_ListFilesRequest, ListFilesRequest__Output as _portico_content_v1_ListFilesRequest__Output } from '../../../portico/content/v1/ListFilesRequest';
import type { ListFilesResponse as _portico_content_v1_ListFilesResponse, ListFilesResponse__Output as _portico_content_v1_ListFilesResponse__Output } from '../../../portico/content/v1/ListFilesResponse';
import type { ListRecentUploadsRequest as _portico_content_v1_ListRecentUploadsRequest, ListRecentUploadsRequest__Output as _portico_content_v1_ListRecentUploadsRequest__Output } from '../../../portico/content/v1/ListRecentUploadsRequest';
import type { ListSuperEmbedsRequest as _portico_content_v1_ListSuperEmbedsRequest, ListSuperEmbedsRequest__Output as _portico_content_v1_ListSuperEmbedsRequest__Output } from '../../../portico/content/v1/ListSuperEmbedsRequest';
import type { ListVisibleEmbedsRequest as _portico_content_v1_ListVisibleEmbedsRequest, ListVisibleEmbedsRequest__Output as _portico_content_v1_ListVisibleEmbedsRequest__Output } from '../../../portico/content/v1/ListVisibleEmbedsRequest';
import type { MintEmbedContextTokenRequest as _portico_content_v1_MintEmbedContextTokenRequest, MintEmbedContextTokenRequest__Output as _portico_content_v1_MintEmbedContextTokenRequest__Output } from '../../../portico/content/v1/MintEmbedContextTokenRequest';
import type { PlatformStorage as _portico_content_v1_PlatformStorage, PlatformStorage__Output as _portico_content_v1_PlatformStorage__Output } from '../../../portico/content/v1/PlatformStorage';
import type { RecordFileOpenedRequest as _portico_content_v1_RecordFileOpenedRequest, RecordFileOpenedRequest__Output as _portico_content_v1_RecordFileOpenedRequest__Output } from '../../../portico/content/v1/RecordFileOpenedRequest';
import type { ReorderEmbedsRequest as _portico_content_v1_ReorderEmbedsRequest, ReorderEmbedsRequest__Output as _portico_content_v1_ReorderEmbedsRequest__Output } from '../../../portico/content/v1/ReorderEmbedsRequest';
import type { SetEmbedActiveRequest as _portico_content_v1_SetEmbedActiveRequest, SetEmbedActiveRequest__Output as _portico_content_v1_SetEmbedActiveRequest__Output } from '../../../portico/content/v1/SetEmbedActiveRequest';
import type { SetEmbedPassContextRequest as _portico_content_v1_SetEmbedPassContextRequest, SetEmbedPassContextRequest__Output as _portico_content_v1_SetEmbedPassContextRequest__Output } from '../../../portico/content/v1/SetEmbedPassContextRequest';
import type { StorageUsage as _portico_content_v1_StorageUsage, StorageUsage__Output as _portico_content_v1_StorageUsage__Output } from '../../../portico/content/v1/StorageUsage';
import type { UploadGrant as _portico_content_v1_UploadGrant, UploadGrant__Output as _portico_content_v1_UploadGrant__Output } from '../../../portico/content/v1/UploadGrant';

export interface ContentServiceClient extends grpc.Client {
  CheckEmbedFraming(argument: _portico_content_v1_CheckEmbedFramingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_FramingCheck__Output>): grpc.ClientUnaryCall;
  CheckEmbedFraming(argument: _portico_content_v1_CheckEmbedFramingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_FramingCheck__Output>): grpc.ClientUnaryCall;
  CheckEmbedFraming(argument: _portico_content_v1_CheckEmbedFramingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_FramingCheck__Output>): grpc.ClientUnaryCall;
  CheckEmbedFraming(argument: _portico_content_v1_CheckEmbedFramingRequest, callback: grpc.requestCallback<_portico_content_v1_FramingCheck__Output>): grpc.ClientUnaryCall;
  checkEmbedFraming(argument: _portico_content_v1_CheckEmbedFramingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_FramingCheck__Output>): grpc.ClientUnaryCall;
  checkEmbedFraming(argument: _portico_content_v1_CheckEmbedFramingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_FramingCheck__Output>): grpc.ClientUnaryCall;
  checkEmbedFraming(argument: _portico_content_v1_CheckEmbedFramingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_FramingCheck__Output>): grpc.ClientUnaryCall;
  checkEmbedFraming(argument: _portico_content_v1_CheckEmbedFramingRequest, callback: grpc.requestCallback<_portico_content_v1_FramingCheck__Output>): grpc.ClientUnaryCall;
  
  CreateDownloadGrant(argument: _portico_content_v1_CreateDownloadGrantRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  CreateDownloadGrant(argument: _portico_content_v1_CreateDownloadGrantRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  CreateDownloadGrant(argument: _portico_content_v1_CreateDownloadGrantRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  CreateDownloadGrant(argument: _portico_content_v1_CreateDownloadGrantRequest, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  createDownloadGrant(argument: _portico_content_v1_CreateDownloadGrantRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  createDownloadGrant(argument: _portico_content_v1_CreateDownloadGrantRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  createDownloadGrant(argument: _portico_content_v1_CreateDownloadGrantRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  createDownloadGrant(argument: _portico_content_v1_CreateDownloadGrantRequest, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  
  CreateEmbed(argument: _portico_content_v1_CreateEmbedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_EmbedSaved__Output>): grpc.ClientUnaryCall;
  CreateEmbed(argument: _portico_content_v1_CreateEmbedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_EmbedSaved__Output>): grpc.ClientUnaryCall;
  CreateEmbed(argument: _portico_content_v1_CreateEmbedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_EmbedSaved__Output>): grpc.ClientUnaryCall;
  CreateEmbed(argument: _portico_content_v1_CreateEmbedRequest, callback: grpc.requestCallback<_portico_content_v1_EmbedSaved__Output>): grpc.ClientUnaryCall;
  createEmbed(argument: _portico_content_v1_CreateEmbedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_EmbedSaved__Output>): grpc.ClientUnaryCall;
  createEmbed(argument: _portico_content_v1_CreateEmbedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_EmbedSaved__Output>): grpc.ClientUnaryCall;
  createEmbed(argument: _portico_content_v1_CreateEmbedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_EmbedSaved__Output>): grpc.ClientUnaryCall;
  createEmbed(argument: _portico_content_v1_CreateEmbedRequest, callback: grpc.requestCallback<_portico_content_v1_EmbedSaved__Output>): grpc.ClientUnaryCall;
  
  CreateSuperEmbed(argument: _portico_content_v1_CreateSuperEmbedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_EmbedSaved__Output>): grpc.ClientUnaryCall;
  CreateSuperEmbed(argument: _portico_content_v1_CreateSuperEmbedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_EmbedSaved__Output>): grpc.ClientUnaryCall;
  CreateSuperEmbed(argument: _portico_content_v1_CreateSuperEmbedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_EmbedSaved__Output>): grpc.ClientUnaryCall;
  CreateSuperEmbed(argument: _portico_content_v1_CreateSuperEmbedRequest, callback: grpc.requestCallback<_portico_content_v1_EmbedSaved__Output>): grpc.ClientUnaryCall;
  createSuperEmbed(argument: _portico_content_v1_CreateSuperEmbedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_EmbedSaved__Output>): grpc.ClientUnaryCall;
  createSuperEmbed(argument: _portico_content_v1_CreateSuperEmbedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_EmbedSaved__Output>): grpc.ClientUnaryCall;
  createSuperEmbed(argument: _portico_content_v1_CreateSuperEmbedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_EmbedSaved__Output>): grpc.ClientUnaryCall;
  createSuperEmbed(argument: _portico_content_v1_CreateSuperEmbedRequest, callback: grpc.requestCallback<_portico_content_v1_EmbedSaved__Output>): grpc.ClientUnaryCall;
  
  CreateUploadGrant(argument: _portico_content_v1_CreateUploadGrantRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_UploadGrant__Output>): grpc.ClientUnaryCall;
  CreateUploadGrant(argument: _portico_content_v1_CreateUploadGrantRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_UploadGrant__Output>): grpc.ClientUnaryCall;
  CreateUploadGrant(argument: _portico_content_v1_CreateUploadGrantRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_UploadGrant__Output>): grpc.ClientUnaryCall;
  CreateUploadGrant(argument: _portico_content_v1_CreateUploadGrantRequest, callback: grpc.requestCallback<_portico_content_v1_UploadGrant__Output>): grpc.ClientUnaryCall;
  createUploadGrant(argument: _portico_content_v1_CreateUploadGrantRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_UploadGrant__Output>): grpc.ClientUnaryCall;
  createUploadGrant(argument: _portico_content_v1_CreateUploadGrantRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_UploadGrant__Output>): grpc.ClientUnaryCall;
  createUploadGrant(argument: _portico_content_v1_CreateUploadGrantRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_UploadGrant__Output>): grpc.ClientUnaryCall;
  createUploadGrant(argument: _portico_content_v1_CreateUploadGrantRequest, callback: grpc.requestCallback<_portico_content_v1_UploadGrant__Output>): grpc.ClientUnaryCall;
  
  CreateVouchedDownloadGrant(argument: _portico_content_v1_CreateVouchedDownloadGrantRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  CreateVouchedDownloadGrant(argument: _portico_content_v1_CreateVouchedDownloadGrantRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  CreateVouchedDownloadGrant(argument: _portico_content_v1_CreateVouchedDownloadGrantRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  CreateVouchedDownloadGrant(argument: _portico_content_v1_CreateVouchedDownloadGrantRequest, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  createVouchedDownloadGrant(argument: _portico_content_v1_CreateVouchedDownloadGrantRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  createVouchedDownloadGrant(argument: _portico_content_v1_CreateVouchedDownloadGrantRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  createVouchedDownloadGrant(argument: _portico_content_v1_CreateVouchedDownloadGrantRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  createVouchedDownloadGrant(argument: _portico_content_v1_CreateVouchedDownloadGrantRequest, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  
  CreateZipDownloadGrant(argument: _portico_content_v1_CreateZipDownloadGrantRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  CreateZipDownloadGrant(argument: _portico_content_v1_CreateZipDownloadGrantRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  CreateZipDownloadGrant(argument: _portico_content_v1_CreateZipDownloadGrantRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  CreateZipDownloadGrant(argument: _portico_content_v1_CreateZipDownloadGrantRequest, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  createZipDownloadGrant(argument: _portico_content_v1_CreateZipDownloadGrantRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  createZipDownloadGrant(argument: _portico_content_v1_CreateZipDownloadGrantRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  createZipDownloadGrant(argument: _portico_content_v1_CreateZipDownloadGrantRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  createZipDownloadGrant(argument: _portico_content_v1_CreateZipDownloadGrantRequest, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  
  DeleteEmbed(argument: _portico_content_v1_DeleteEmbedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DeleteEmbedResponse__Output>): grpc.ClientUnaryCall;
  DeleteEmbed(argument: _portico_content_v1_DeleteEmbedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_DeleteEmbedResponse__Output>): grpc.ClientUnaryCall;
  DeleteEmbed(argument: _portico_content_v1_DeleteEmbedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DeleteEmbedResponse__Output>): grpc.ClientUnaryCall;
  DeleteEmbed(argument: _portico_content_v1_DeleteEmbedRequest, callback: grpc.requestCallback<_portico_content_v1_DeleteEmbedResponse__Output>): grpc.ClientUnaryCall;
  deleteEmbed(argument: _portico_content_v1_DeleteEmbedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DeleteEmbedResponse__Output>): grpc.ClientUnaryCall;
  deleteEmbed(argument: _portico_content_v1_DeleteEmbedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_DeleteEmbedResponse__Output>): grpc.ClientUnaryCall;
  deleteEmbed(argument: _portico_content_v1_DeleteEmbedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DeleteEmbedResponse__Output>): grpc.ClientUnaryCall;
  deleteEmbed(argument: _portico_content_v1_DeleteEmbedRequest, callback: grpc.requestCallback<_portico_content_v1_DeleteEmbedResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteFile(argument: _portico_content_v1_DeleteFileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DeleteFileResponse__Output>): grpc.ClientUnaryCall;
  DeleteFile(argument: _portico_content_v1_DeleteFileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_DeleteFileResponse__Output>): grpc.ClientUnaryCall;
  DeleteFile(argument: _portico_content_v1_DeleteFileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DeleteFileResponse__Output>): grpc.ClientUnaryCall;
  DeleteFile(argument: _portico_content_v1_DeleteFileRequest, callback: grpc.requestCallback<_portico_content_v1_DeleteFileResponse__Output>): grpc.ClientUnaryCall;
  deleteFile(argument: _portico_content_v1_DeleteFileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DeleteFileResponse__Output>): grpc.ClientUnaryCall;
  deleteFile(argument: _portico_content_v1_DeleteFileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_DeleteFileResponse__Output>): grpc.ClientUnaryCall;
  deleteFile(argument: _portico_content_v1_DeleteFileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DeleteFileResponse__Output>): grpc.ClientUnaryCall;
  deleteFile(argument: _portico_content_v1_DeleteFileRequest, callback: grpc.requestCallback<_portico_content_v1_DeleteFileResponse__Output>): grpc.ClientUnaryCall;
  
  GetEmbed(argument: _portico_content_v1_GetEmbedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  GetEmbed(argument: _portico_content_v1_GetEmbedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  GetEmbed(argument: _portico_content_v1_GetEmbedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  GetEmbed(argument: _portico_content_v1_GetEmbedRequest, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  getEmbed(argument: _portico_content_v1_GetEmbedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  getEmbed(argument: _portico_content_v1_GetEmbedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  getEmbed(argument: _portico_content_v1_GetEmbedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  getEmbed(argument: _portico_content_v1_GetEmbedRequest, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  
  GetEmbedContextKeys(argument: _portico_content_v1_GetEmbedContextKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_EmbedContextKeys__Output>): grpc.ClientUnaryCall;
  GetEmbedContextKeys(argument: _portico_content_v1_GetEmbedContextKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_EmbedContextKeys__Output>): grpc.ClientUnaryCall;
  GetEmbedContextKeys(argument: _portico_content_v1_GetEmbedContextKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_EmbedContextKeys__Output>): grpc.ClientUnaryCall;
  GetEmbedContextKeys(argument: _portico_content_v1_GetEmbedContextKeysRequest, callback: grpc.requestCallback<_portico_content_v1_EmbedContextKeys__Output>): grpc.ClientUnaryCall;
  getEmbedContextKeys(argument: _portico_content_v1_GetEmbedContextKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_EmbedContextKeys__Output>): grpc.ClientUnaryCall;
  getEmbedContextKeys(argument: _portico_content_v1_GetEmbedContextKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_EmbedContextKeys__Output>): grpc.ClientUnaryCall;
  getEmbedContextKeys(argument: _portico_content_v1_GetEmbedContextKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_EmbedContextKeys__Output>): grpc.ClientUnaryCall;
  getEmbedContextKeys(argument: _portico_content_v1_GetEmbedContextKeysRequest, callback: grpc.requestCallback<_portico_content_v1_EmbedContextKeys__Output>): grpc.ClientUnaryCall;
  
  GetFile(argument: _portico_content_v1_GetFileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  GetFile(argument: _portico_content_v1_GetFileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  GetFile(argument: _portico_content_v1_GetFileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  GetFile(argument: _portico_content_v1_GetFileRequest, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  getFile(argument: _portico_content_v1_GetFileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  getFile(argument: _portico_content_v1_GetFileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  getFile(argument: _portico_content_v1_GetFileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  getFile(argument: _portico_content_v1_GetFileRequest, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  
  GetPlatformStorage(argument: _portico_content_v1_GetPlatformStorageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_PlatformStorage__Output>): grpc.ClientUnaryCall;
  GetPlatformStorage(argument: _portico_content_v1_GetPlatformStorageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_PlatformStorage__Output>): grpc.ClientUnaryCall;
  GetPlatformStorage(argument: _portico_content_v1_GetPlatformStorageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_PlatformStorage__Output>): grpc.ClientUnaryCall;
  GetPlatformStorage(argument: _portico_content_v1_GetPlatformStorageRequest, callback: grpc.requestCallback<_portico_content_v1_PlatformStorage__Output>): grpc.ClientUnaryCall;
  getPlatformStorage(argument: _portico_content_v1_GetPlatformStorageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_PlatformStorage__Output>): grpc.ClientUnaryCall;
  getPlatformStorage(argument: _portico_content_v1_GetPlatformStorageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_PlatformStorage__Output>): grpc.ClientUnaryCall;
  getPlatformStorage(argument: _portico_content_v1_GetPlatformStorageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_PlatformStorage__Output>): grpc.ClientUnaryCall;
  getPlatformStorage(argument: _portico_content_v1_GetPlatformStorageRequest, callback: grpc.requestCallback<_portico_content_v1_PlatformStorage__Output>): grpc.ClientUnaryCall;
  
  GetStorageUsage(argument: _portico_content_v1_GetStorageUsageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_StorageUsage__Output>): grpc.ClientUnaryCall;
  GetStorageUsage(argument: _portico_content_v1_GetStorageUsageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_StorageUsage__Output>): grpc.ClientUnaryCall;
  GetStorageUsage(argument: _portico_content_v1_GetStorageUsageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_StorageUsage__Output>): grpc.ClientUnaryCall;
  GetStorageUsage(argument: _portico_content_v1_GetStorageUsageRequest, callback: grpc.requestCallback<_portico_content_v1_StorageUsage__Output>): grpc.ClientUnaryCall;
  getStorageUsage(argument: _portico_content_v1_GetStorageUsageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_StorageUsage__Output>): grpc.ClientUnaryCall;
  getStorageUsage(argument: _portico_content_v1_GetStorageUsageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_StorageUsage__Output>): grpc.ClientUnaryCall;
  getStorageUsage(argument: _portico_content_v1_GetStorageUsageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_StorageUsage__Output>): grpc.ClientUnaryCall;
  getStorageUsage(argument: _portico_content_v1_GetStorageUsageRequest, callback: grpc.requestCallback<_portico_content_v1_StorageUsage__Output>): grpc.ClientUnaryCall;
  
  ListEmbedOrigins(argument: _portico_content_v1_ListEmbedOriginsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListEmbedOriginsResponse__Output>): grpc.ClientUnaryCall;
  ListEmbedOrigins(argument: _portico_content_v1_ListEmbedOriginsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListEmbedOriginsResponse__Output>): grpc.ClientUnaryCall;
  ListEmbedOrigins(argument: _portico_content_v1_ListEmbedOriginsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListEmbedOriginsResponse__Output>): grpc.ClientUnaryCall;
  ListEmbedOrigins(argument: _portico_content_v1_ListEmbedOriginsRequest, callback: grpc.requestCallback<_portico_content_v1_ListEmbedOriginsResponse__Output>): grpc.ClientUnaryCall;
  listEmbedOrigins(argument: _portico_content_v1_ListEmbedOriginsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListEmbedOriginsResponse__Output>): grpc.ClientUnaryCall;
  listEmbedOrigins(argument: _portico_content_v1_ListEmbedOriginsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListEmbedOriginsResponse__Output>): grpc.ClientUnaryCall;
  listEmbedOrigins(argument: _portico_content_v1_ListEmbedOriginsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListEmbedOriginsResponse__Output>): grpc.ClientUnaryCall;
  listEmbedOrigins(argument: _portico_content_v1_ListEmbedOriginsRequest, callback: grpc.requestCallback<_portico_content_v1_ListEmbedOriginsResponse__Output>): grpc.ClientUnaryCall;
  
  ListEmbeds(argument: _portico_content_v1_ListEmbedsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  ListEmbeds(argument: _portico_content_v1_ListEmbedsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  ListEmbeds(argument: _portico_content_v1_ListEmbedsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  ListEmbeds(argument: _portico_content_v1_ListEmbedsRequest, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  listEmbeds(argument: _portico_content_v1_ListEmbedsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  listEmbeds(argument: _portico_content_v1_ListEmbedsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  listEmbeds(argument: _portico_content_v1_ListEmbedsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  listEmbeds(argument: _portico_content_v1_ListEmbedsRequest, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  
  ListFiles(argument: _portico_content_v1_ListFilesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListFilesResponse__Output>): grpc.ClientUnaryCall;
  ListFiles(argument: _portico_content_v1_ListFilesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListFilesResponse__Output>): grpc.ClientUnaryCall;
  ListFiles(argument: _portico_content_v1_ListFilesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListFilesResponse__Output>): grpc.ClientUnaryCall;
  ListFiles(argument: _portico_content_v1_ListFilesRequest, callback: grpc.requestCallback<_portico_content_v1_ListFilesResponse__Output>): grpc.ClientUnaryCall;
  listFiles(argument: _portico_content_v1_ListFilesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListFilesResponse__Output>): grpc.ClientUnaryCall;
  listFiles(argument: _portico_content_v1_ListFilesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListFilesResponse__Output>): grpc.ClientUnaryCall;
  listFiles(argument: _portico_content_v1_ListFilesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListFilesResponse__Output>): grpc.ClientUnaryCall;
  listFiles(argument: _portico_content_v1_ListFilesRequest, callback: grpc.requestCallback<_portico_content_v1_ListFilesResponse__Output>): grpc.ClientUnaryCall;
  
  ListRecentUploads(argument: _portico_content_v1_ListRecentUploadsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListFilesResponse__Output>): grpc.ClientUnaryCall;
  ListRecentUploads(argument: _portico_content_v1_ListRecentUploadsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListFilesResponse__Output>): grpc.ClientUnaryCall;
  ListRecentUploads(argument: _portico_content_v1_ListRecentUploadsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListFilesResponse__Output>): grpc.ClientUnaryCall;
  ListRecentUploads(argument: _portico_content_v1_ListRecentUploadsRequest, callback: grpc.requestCallback<_portico_content_v1_ListFilesResponse__Output>): grpc.ClientUnaryCall;
  listRecentUploads(argument: _portico_content_v1_ListRecentUploadsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListFilesResponse__Output>): grpc.ClientUnaryCall;
  listRecentUploads(argument: _portico_content_v1_ListRecentUploadsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListFilesResponse__Output>): grpc.ClientUnaryCall;
  listRecentUploads(argument: _portico_content_v1_ListRecentUploadsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListFilesResponse__Output>): grpc.ClientUnaryCall;
  listRecentUploads(argument: _portico_content_v1_ListRecentUploadsRequest, callback: grpc.requestCallback<_portico_content_v1_ListFilesResponse__Output>): grpc.ClientUnaryCall;
  
  ListSuperEmbeds(argument: _portico_content_v1_ListSuperEmbedsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  ListSuperEmbeds(argument: _portico_content_v1_ListSuperEmbedsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  ListSuperEmbeds(argument: _portico_content_v1_ListSuperEmbedsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  ListSuperEmbeds(argument: _portico_content_v1_ListSuperEmbedsRequest, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  listSuperEmbeds(argument: _portico_content_v1_ListSuperEmbedsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  listSuperEmbeds(argument: _portico_content_v1_ListSuperEmbedsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  listSuperEmbeds(argument: _portico_content_v1_ListSuperEmbedsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  listSuperEmbeds(argument: _portico_content_v1_ListSuperEmbedsRequest, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  
  ListVisibleEmbeds(argument: _portico_content_v1_ListVisibleEmbedsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  ListVisibleEmbeds(argument: _portico_content_v1_ListVisibleEmbedsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  ListVisibleEmbeds(argument: _portico_content_v1_ListVisibleEmbedsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  ListVisibleEmbeds(argument: _portico_content_v1_ListVisibleEmbedsRequest, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  listVisibleEmbeds(argument: _portico_content_v1_ListVisibleEmbedsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  listVisibleEmbeds(argument: _portico_content_v1_ListVisibleEmbedsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  listVisibleEmbeds(argument: _portico_content_v1_ListVisibleEmbedsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  listVisibleEmbeds(argument: _portico_content_v1_ListVisibleEmbedsRequest, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  
  MintEmbedContextToken(argument: _portico_content_v1_MintEmbedContextTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_EmbedContextToken__Output>): grpc.ClientUnaryCall;
  MintEmbedContextToken(argument: _portico_content_v1_MintEmbedContextTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_EmbedContextToken__Output>): grpc.ClientUnaryCall;
  MintEmbedContextToken(argument: _portico_content_v1_MintEmbedContextTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_EmbedContextToken__Output>): grpc.ClientUnaryCall;
  MintEmbedContextToken(argument: _portico_content_v1_MintEmbedContextTokenRequest, callback: grpc.requestCallback<_portico_content_v1_EmbedContextToken__Output>): grpc.ClientUnaryCall;
  mintEmbedContextToken(argument: _portico_content_v1_MintEmbedContextTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_EmbedContextToken__Output>): grpc.ClientUnaryCall;
  mintEmbedContextToken(argument: _portico_content_v1_MintEmbedContextTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_EmbedContextToken__Output>): grpc.ClientUnaryCall;
  mintEmbedContextToken(argument: _portico_content_v1_MintEmbedContextTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_EmbedContextToken__Output>): grpc.ClientUnaryCall;
  mintEmbedContextToken(argument: _portico_content_v1_MintEmbedContextTokenRequest, callback: grpc.requestCallback<_portico_content_v1_EmbedContextToken__Output>): grpc.ClientUnaryCall;
  
  RecordFileOpened(argument: _portico_content_v1_RecordFileOpenedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  RecordFileOpened(argument: _portico_content_v1_RecordFileOpenedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  RecordFileOpened(argument: _portico_content_v1_RecordFileOpenedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  RecordFileOpened(argument: _portico_content_v1_RecordFileOpenedRequest, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  recordFileOpened(argument: _portico_content_v1_RecordFileOpenedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  recordFileOpened(argument: _portico_content_v1_RecordFileOpenedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  recordFileOpened(argument: _portico_content_v1_RecordFileOpenedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  recordFileOpened(argument: _portico_content_v1_RecordFileOpenedRequest, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  
  ReorderEmbeds(argument: _portico_content_v1_ReorderEmbedsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  ReorderEmbeds(argument: _portico_content_v1_ReorderEmbedsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  ReorderEmbeds(argument: _portico_content_v1_ReorderEmbedsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  ReorderEmbeds(argument: _portico_content_v1_ReorderEmbedsRequest, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  reorderEmbeds(argument: _portico_content_v1_ReorderEmbedsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  reorderEmbeds(argument: _portico_content_v1_ReorderEmbedsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  reorderEmbeds(argument: _portico_content_v1_ReorderEmbedsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  reorderEmbeds(argument: _portico_content_v1_ReorderEmbedsRequest, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  
  SetEmbedActive(argument: _portico_content_v1_SetEmbedActiveRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  SetEmbedActive(argument: _portico_content_v1_SetEmbedActiveRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  SetEmbedActive(argument: _portico_content_v1_SetEmbedActiveRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  SetEmbedActive(argument: _portico_content_v1_SetEmbedActiveRequest, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  setEmbedActive(argument: _portico_content_v1_SetEmbedActiveRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  setEmbedActive(argument: _portico_content_v1_SetEmbedActiveRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  setEmbedActive(argument: _portico_content_v1_SetEmbedActiveRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  setEmbedActive(argument: _portico_content_v1_SetEmbedActiveRequest, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  
  SetEmbedPassContext(argument: _portico_content_v1_SetEmbedPassContextRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  SetEmbedPassContext(argument: _portico_content_v1_SetEmbedPassContextRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  SetEmbedPassContext(argument: _portico_content_v1_SetEmbedPassContextRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  SetEmbedPassContext(argument: _portico_content_v1_SetEmbedPassContextRequest, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  setEmbedPassContext(argument: _portico_content_v1_SetEmbedPassContextRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  setEmbedPassContext(argument: _portico_content_v1_SetEmbedPassContextRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  setEmbedPassContext(argument: _portico_content_v1_SetEmbedPassContextRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  setEmbedPassContext(argument: _portico_content_v1_SetEmbedPassContextRequest, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  
}

export interface ContentServiceHandlers extends grpc.UntypedServiceImplementation {
  CheckEmbedFraming: grpc.handleUnaryCall<_portico_content_v1_CheckEmbedFramingRequest__Output, _portico_content_v1_FramingCheck>;
  
  CreateDownloadGrant: grpc.handleUnaryCall<_portico_content_v1_CreateDownloadGrantRequest__Output, _portico_content_v1_DownloadGrant>;
  
  CreateEmbed: grpc.handleUnaryCall<_portico_content_v1_CreateEmbedRequest__Output, _portico_content_v1_EmbedSaved>;
  
  CreateSuperEmbed: grpc.handleUnaryCall<_portico_content_v1_CreateSuperEmbedRequest__Output, _portico_content_v1_EmbedSaved>;
  
  CreateUploadGrant: grpc.handleUnaryCall<_portico_content_v1_CreateUploadGrantRequest__Output, _portico_content_v1_UploadGrant>;
  
  CreateVouchedDownloadGrant: grpc.handleUnaryCall<_portico_content_v1_CreateVouchedDownloadGrantRequest__Output, _portico_content_v1_DownloadGrant>;
  
  CreateZipDownloadGrant: grpc.handleUnaryCall<_portico_content_v1_CreateZipDownloadGrantRequest__Output, _portico_content_v1_DownloadGrant>;
  
  DeleteEmbed: grpc.handleUnaryCall<_portico_content_v1_DeleteEmbedRequest__Output, _portico_content_v1_DeleteEmbedResponse>;
  
  DeleteFile: grpc.handleUnaryCall<_portico_content_v1_DeleteFileRequest__Output, _portico_content_v1_DeleteFileResponse>;
  
  GetEmbed: grpc.handleUnaryCall<_portico_content_v1_GetEmbedRequest__Output, _portico_content_v1_Embed>;
  
  GetEmbedContextKeys: grpc.handleUnaryCall<_portico_content_v1_GetEmbedContextKeysRequest__Output, _portico_content_v1_EmbedContextKeys>;
  
  GetFile: grpc.handleUnaryCall<_portico_content_v1_GetFileRequest__Output, _portico_content_v1_File>;
  
  GetPlatformStorage: grpc.handleUnaryCall<_portico_content_v1_GetPlatformStorageRequest__Output, _portico_content_v1_PlatformStorage>;
  
  GetStorageUsage: grpc.handleUnaryCall<_portico_content_v1_GetStorageUsageRequest__Output, _portico_content_v1_StorageUsage>;
  
  ListEmbedOrigins: grpc.handleUnaryCall<_portico_content_v1_ListEmbedOriginsRequest__Output, _portico_content_v1_ListEmbedOriginsResponse>;
  
  ListEmbeds: grpc.handleUnaryCall<_portico_content_v1_ListEmbedsRequest__Output, _portico_content_v1_ListEmbedsResponse>;
  
  ListFiles: grpc.handleUnaryCall<_portico_content_v1_ListFilesRequest__Output, _portico_content_v1_ListFilesResponse>;
  
  ListRecentUploads: grpc.handleUnaryCall<_portico_content_v1_ListRecentUploadsRequest__Output, _portico_content_v1_ListFilesResponse>;
  
  ListSuperEmbeds: grpc.handleUnaryCall<_portico_content_v1_ListSuperEmbedsRequest__Output, _portico_content_v1_ListEmbedsResponse>;
  
  ListVisibleEmbeds: grpc.handleUnaryCall<_portico_content_v1_ListVisibleEmbedsRequest__Output, _portico_content_v1_ListEmbedsResponse>;
  
  MintEmbedContextToken: grpc.handleUnaryCall<_portico_content_v1_MintEmbedContextTokenRequest__Output, _portico_content_v1_EmbedContextToken>;
  
  RecordFileOpened: grpc.handleUnaryCall<_portico_content_v1_RecordFileOpenedRequest__Output, _portico_content_v1_File>;
  
  ReorderEmbeds: grpc.handleUnaryCall<_portico_content_v1_ReorderEmbedsRequest__Output, _portico_content_v1_ListEmbedsResponse>;
  
  SetEmbedActive: grpc.handleUnaryCall<_portico_content_v1_SetEmbedActiveRequest__Output, _portico_content_v1_Embed>;
  
  SetEmbedPassContext: grpc.handleUnaryCall<_portico_content_v1_SetEmbedPassContextRequest__Output, _portico_content_v1_Embed>;
  
}

export interface ContentServiceDefinition extends grpc.ServiceDefinition {
  CheckEmbedFraming: MethodDefinition<_portico_content_v1_CheckEmbedFramingRequest, _portico_content_v1_FramingCheck, _portico_content_v1_CheckEmbedFramingRequest__Output, _portico_content_v1_FramingCheck__Output>
  CreateDownloadGrant: MethodDefinition<_portico_content_v1_CreateDownloadGrantRequest, _portico_content_v1_DownloadGrant, _portico_content_v1_CreateDownloadGrantRequest__Output, _portico_content_v1_DownloadGrant__Output>
  CreateEmbed: MethodDefinition<_portico_content_v1_CreateEmbedRequest, _portico_content_v1_EmbedSaved, _portico_content_v1_CreateEmbedRequest__Output, _portico_content_v1_EmbedSaved__Output>
  CreateSuperEmbed: MethodDefinition<_portico_content_v1_CreateSuperEmbedRequest, _portico_content_v1_EmbedSaved, _portico_content_v1_CreateSuperEmbedRequest__Output, _portico_content_v1_EmbedSaved__Output>
  CreateUploadGrant: MethodDefinition<_portico_content_v1_CreateUploadGrantRequest, _portico_content_v1_UploadGrant, _portico_content_v1_CreateUploadGrantRequest__Output, _portico_content_v1_UploadGrant__Output>
  CreateVouchedDownloadGrant: MethodDefinition<_portico_content_v1_CreateVouchedDownloadGrantRequest, _portico_content_v1_DownloadGrant, _portico_content_v1_CreateVouchedDownloadGrantRequest__Output, _portico_content_v1_DownloadGrant__Output>
  CreateZipDownloadGrant: MethodDefinition<_portico_content_v1_CreateZipDownloadGrantRequest, _portico_content_v1_DownloadGrant, _portico_content_v1_CreateZipDownloadGrantRequest__Output, _portico_content_v1_DownloadGrant__Output>
  DeleteEmbed: MethodDefinition<_portico_content_v1_DeleteEmbedRequest, _portico_content_v1_DeleteEmbedResponse, _portico_content_v1_DeleteEmbedRequest__Output, _portico_content_v1_DeleteEmbedResponse__Output>
  DeleteFile: MethodDefinition<_portico_content_v1_DeleteFileRequest, _portico_content_v1_DeleteFileResponse, _portico_content_v1_DeleteFileRequest__Output, _portico_content_v1_DeleteFileResponse__Output>
  GetEmbed: MethodDefinition<_portico_content_v1_GetEmbedRequest, _portico_content_v1_Embed, _portico_content_v1_GetEmbedRequest__Output, _portico_content_v1_Embed__Output>
  GetEmbedContextKeys: MethodDefinition<_portico_content_v1_GetEmbedContextKeysRequest, _portico_content_v1_EmbedContextKeys, _portico_content_v1_GetEmbedContextKeysRequest__Output, _portico_content_v1_EmbedContextKeys__Output>
  GetFile: MethodDefinition<_portico_content_v1_GetFileRequest, _portico_content_v1_File, _portico_content_v1_GetFileRequest__Output, _portico_content_v1_File__Output>
  GetPlatformStorage: MethodDefinition<_portico_content_v1_GetPlatformStorageRequest, _portico_content_v1_PlatformStorage, _portico_content_v1_GetPlatformStorageRequest__Output, _portico_content_v1_PlatformStorage__Output>
  GetStorageUsage: MethodDefinition<_portico_content_v1_GetStorageUsageRequest, _portico_content_v1_StorageUsage, _portico_content_v1_GetStorageUsageRequest__Output, _portico_content_v1_StorageUsage__Output>
  ListEmbedOrigins: MethodDefinition<_portico_content_v1_ListEmbedOriginsRequest, _portico_content_v1_ListEmbedOriginsResponse, _portico_content_v1_ListEmbedOriginsRequest__Output, _portico_content_v1_ListEmbedOriginsResponse__Output>
  ListEmbeds: MethodDefinition<_portico_content_v1_ListEmbedsRequest, _portico_content_v1_ListEmbedsResponse, _portico_content_v1_ListEmbedsRequest__Output, _portico_content_v1_ListEmbedsResponse__Output>
  ListFiles: MethodDefinition<_portico_content_v1_ListFilesRequest, _portico_content_v1_ListFilesResponse, _portico_content_v1_ListFilesRequest__Output, _portico_content_v1_ListFilesResponse__Output>
  ListRecentUploads: MethodDefinition<_portico_content_v1_ListRecentUploadsRequest, _portico_content_v1_ListFilesResponse, _portico_content_v1_ListRecentUploadsRequest__Output, _portico_content_v1_ListFilesResponse__Output>
  ListSuperEmbeds: MethodDefinition<_portico_content_v1_ListSuperEmbedsRequest, _portico_content_v1_ListEmbedsResponse, _portico_content_v1_ListSuperEmbedsRequest__Output, _portico_content_v1_ListEmbedsResponse__Output>
  ListVisibleEmbeds: MethodDefinition<_portico_content_v1_ListVisibleEmbedsRequest, _portico_content_v1_ListEmbedsResponse, _portico_content_v1_ListVisibleEmbedsRequest__Output, _portico_content_v1_ListEmbedsResponse__Output>
  MintEmbedContextToken: MethodDefinition<_portico_content_v1_MintEmbedContextTokenRequest, _portico_content_v1_EmbedContextToken, _portico_content_v1_MintEmbedContextTokenRequest__Output, _portico_content_v1_EmbedContextToken__Output>
  RecordFileOpened: MethodDefinition<_portico_content_v1_RecordFileOpenedRequest, _portico_content_v1_File, _portico_content_v1_RecordFileOpenedRequest__Output, _portico_content_v1_File__Output>
  ReorderEmbeds: MethodDefinition<_portico_content_v1_ReorderEmbedsRequest, _portico_content_v1_ListEmbedsResponse, _portico_content_v1_ReorderEmbedsRequest__Output, _portico_content_v1_ListEmbedsResponse__Output>
  SetEmbedActive: MethodDefinition<_portico_content_v1_SetEmbedActiveRequest, _portico_content_v1_Embed, _portico_content_v1_SetEmbedActiveRequest__Output, _portico_content_v1_Embed__Output>
  SetEmbedPassContext: MethodDefinition<_portico_content_v1_SetEmbedPassContextRequest, _portico_content_v1_Embed, _portico_content_v1_SetEmbedPassContextRequest__Output, _portico_content_v1_Embed__Output>
}
