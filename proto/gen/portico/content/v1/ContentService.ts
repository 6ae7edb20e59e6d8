// Original file: portico/content/v1/content.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AssignFileRequest as _portico_content_v1_AssignFileRequest, AssignFileRequest__Output as _portico_content_v1_AssignFileRequest__Output } from '../../../portico/content/v1/AssignFileRequest';
import type { BeginUploadRequest as _portico_content_v1_BeginUploadRequest, BeginUploadRequest__Output as _portico_content_v1_BeginUploadRequest__Output } from '../../../portico/content/v1/BeginUploadRequest';
import type { BeginUploadResponse as _portico_content_v1_BeginUploadResponse, BeginUploadResponse__Output as _portico_content_v1_BeginUploadResponse__Output } from '../../../portico/content/v1/BeginUploadResponse';
import type { CompleteUploadRequest as _portico_content_v1_CompleteUploadRequest, CompleteUploadRequest__Output as _portico_content_v1_CompleteUploadRequest__Output } from '../../../portico/content/v1/CompleteUploadRequest';
import type { CreateEmbedRequest as _portico_content_v1_CreateEmbedRequest, CreateEmbedRequest__Output as _portico_content_v1_CreateEmbedRequest__Output } from '../../../portico/content/v1/CreateEmbedRequest';
import type { CreateSuperEmbedRequest as _portico_content_v1_CreateSuperEmbedRequest, CreateSuperEmbedRequest__Output as _portico_content_v1_CreateSuperEmbedRequest__Output } from '../../../portico/content/v1/CreateSuperEmbedRequest';
import type { DeleteEmbedRequest as _portico_content_v1_DeleteEmbedRequest, DeleteEmbedRequest__Output as _portico_content_v1_DeleteEmbedRequest__Output } from '../../../portico/content/v1/DeleteEmbedRequest';
import type { DeleteEmbedResponse as _portico_content_v1_DeleteEmbedResponse, DeleteEmbedResponse__Output as _portico_content_v1_DeleteEmbedResponse__Output } from '../../../portico/content/v1/DeleteEmbedResponse';
import type { DeleteFileRequest as _portico_content_v1_DeleteFileRequest, DeleteFileRequest__Output as _portico_content_v1_DeleteFileRequest__Output } from '../../../portico/content/v1/DeleteFileRequest';
import type { DeleteFileResponse as _portico_content_v1_DeleteFileResponse, DeleteFileResponse__Output as _portico_content_v1_DeleteFileResponse__Output } from '../../../portico/content/v1/DeleteFileResponse';
import type { DeleteUserFilesRequest as _portico_content_v1_DeleteUserFilesRequest, DeleteUserFilesRequest__Output as _portico_content_v1_DeleteUserFilesRequest__Output } from '../../../portico/content/v1/DeleteUserFilesRequest';
import type { DeleteUserFilesResponse as _portico_content_v1_DeleteUserFilesResponse, DeleteUserFilesResponse__Output as _portico_content_v1_DeleteUserFilesResponse__Output } from '../../../portico/content/v1/DeleteUserFilesResponse';
import type { Embed as _portico_content_v1_Embed, Embed__Output as _portico_content_v1_Embed__Output } from '../../../portico/content/v1/Embed';
import type { File as _portico_content_v1_File, File__Output as _portico_content_v1_File__Output } from '../../../portico/content/v1/File';
import type { GetEmbedRequest as _portico_content_v1_GetEmbedRequest, GetEmbedRequest__Output as _portico_content_v1_GetEmbedRequest__Output } from '../../../portico/content/v1/GetEmbedRequest';
import type { GetFileRequest as _portico_content_v1_GetFileRequest, GetFileRequest__Output as _portico_content_v1_GetFileRequest__Output } from '../../../portico/content/v1/GetFileRequest';
import type { GetPlatformStorageUsageRequest as _portico_content_v1_GetPlatformStorageUsageRequest, GetPlatformStorageUsageRequest__Output as _portico_content_v1_GetPlatformStorageUsageRequest__Output } from '../../../portico/content/v1/GetPlatformStorageUsageRequest';
import type { GetStorageUsageRequest as _portico_content_v1_GetStorageUsageRequest, GetStorageUsageRequest__Output as _portico_content_v1_GetStorageUsageRequest__Output } from '../../../portico/content/v1/GetStorageUsageRequest';
import type { ListEmbedsRequest as _portico_content_v1_ListEmbedsRequest, ListEmbedsRequest__Output as _portico_content_v1_ListEmbedsRequest__Output } from '../../../portico/content/v1/ListEmbedsRequest';
import type { ListEmbedsResponse as _portico_content_v1_ListEmbedsResponse, ListEmbedsResponse__Output as _portico_content_v1_ListEmbedsResponse__Output } from '../../../portico/content/v1/ListEmbedsResponse';
import type { ListFilesRequest as _portico_content_v1_ListFilesRequest, ListFilesRequest__Output as _portico_content_v1_ListFilesRequest__Output } from '../../../portico/content/v1/ListFilesRequest';
import type { ListFilesResponse as _portico_content_v1_ListFilesResponse, ListFilesResponse__Output as _portico_content_v1_ListFilesResponse__Output } from '../../../portico/content/v1/ListFilesResponse';
import type { ListSuperEmbedsRequest as _portico_content_v1_ListSuperEmbedsRequest, ListSuperEmbedsRequest__Output as _portico_content_v1_ListSuperEmbedsRequest__Output } from '../../../portico/content/v1/ListSuperEmbedsRequest';
import type { ListVisibleEmbedsRequest as _portico_content_v1_ListVisibleEmbedsRequest, ListVisibleEmbedsRequest__Output as _portico_content_v1_ListVisibleEmbedsRequest__Output } from '../../../portico/content/v1/ListVisibleEmbedsRequest';
import type { OpenFileRequest as _portico_content_v1_OpenFileRequest, OpenFileRequest__Output as _portico_content_v1_OpenFileRequest__Output } from '../../../portico/content/v1/OpenFileRequest';
import type { OpenFileResponse as _portico_content_v1_OpenFileResponse, OpenFileResponse__Output as _portico_content_v1_OpenFileResponse__Output } from '../../../portico/content/v1/OpenFileResponse';
import type { PlatformStorageUsage as _portico_content_v1_PlatformStorageUsage, PlatformStorageUsage__Output as _portico_content_v1_PlatformStorageUsage__Output } from '../../../portico/content/v1/PlatformStorageUsage';
import type { SetEmbedActiveRequest as _portico_content_v1_SetEmbedActiveRequest, SetEmbedActiveRequest__Output as _portico_content_v1_SetEmbedActiveRequest__Output } from '../../../portico/content/v1/SetEmbedActiveRequest';
import type { StorageUsage as _portico_content_v1_StorageUsage, StorageUsage__Output as _portico_content_v1_StorageUsage__Output } from '../../../portico/content/v1/StorageUsage';
import type { UpdateEmbedRequest as _portico_content_v1_UpdateEmbedRequest, UpdateEmbedRequest__Output as _portico_content_v1_UpdateEmbedRequest__Output } from '../../../portico/content/v1/UpdateEmbedRequest';

export interface ContentServiceClient extends grpc.Client {
  AssignFile(argument: _portico_content_v1_AssignFileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  AssignFile(argument: _portico_content_v1_AssignFileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  AssignFile(argument: _portico_content_v1_AssignFileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  AssignFile(argument: _portico_content_v1_AssignFileRequest, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  assignFile(argument: _portico_content_v1_AssignFileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  assignFile(argument: _portico_content_v1_AssignFileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  assignFile(argument: _portico_content_v1_AssignFileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  assignFile(argument: _portico_content_v1_AssignFileRequest, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  
  BeginUpload(argument: _portico_content_v1_BeginUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_BeginUploadResponse__Output>): grpc.ClientUnaryCall;
  BeginUpload(argument: _portico_content_v1_BeginUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_BeginUploadResponse__Output>): grpc.ClientUnaryCall;
  BeginUpload(argument: _portico_content_v1_BeginUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_BeginUploadResponse__Output>): grpc.ClientUnaryCall;
  BeginUpload(argument: _portico_content_v1_BeginUploadRequest, callback: grpc.requestCallback<_portico_content_v1_BeginUploadResponse__Output>): grpc.ClientUnaryCall;
  beginUpload(argument: _portico_content_v1_BeginUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_BeginUploadResponse__Output>): grpc.ClientUnaryCall;
  beginUpload(argument: _portico_content_v1_BeginUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_BeginUploadResponse__Output>): grpc.ClientUnaryCall;
  beginUpload(argument: _portico_content_v1_BeginUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_BeginUploadResponse__Output>): grpc.ClientUnaryCall;
  beginUpload(argument: _portico_content_v1_BeginUploadRequest, callback: grpc.requestCallback<_portico_content_v1_BeginUploadResponse__Output>): grpc.ClientUnaryCall;
  
  CompleteUpload(argument: _portico_content_v1_CompleteUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  CompleteUpload(argument: _portico_content_v1_CompleteUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  CompleteUpload(argument: _portico_content_v1_CompleteUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  CompleteUpload(argument: _portico_content_v1_CompleteUploadRequest, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  completeUpload(argument: _portico_content_v1_CompleteUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  completeUpload(argument: _portico_content_v1_CompleteUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  completeUpload(argument: _portico_content_v1_CompleteUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  completeUpload(argument: _portico_content_v1_CompleteUploadRequest, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  
  CreateEmbed(argument: _portico_content_v1_CreateEmbedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  CreateEmbed(argument: _portico_content_v1_CreateEmbedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  CreateEmbed(argument: _portico_content_v1_CreateEmbedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  CreateEmbed(argument: _portico_content_v1_CreateEmbedRequest, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  createEmbed(argument: _portico_content_v1_CreateEmbedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  createEmbed(argument: _portico_content_v1_CreateEmbedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  createEmbed(argument: _portico_content_v1_CreateEmbedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  createEmbed(argument: _portico_content_v1_CreateEmbedRequest, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  
  CreateSuperEmbed(argument: _portico_content_v1_CreateSuperEmbedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  CreateSuperEmbed(argument: _portico_content_v1_CreateSuperEmbedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  CreateSuperEmbed(argument: _portico_content_v1_CreateSuperEmbedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  CreateSuperEmbed(argument: _portico_content_v1_CreateSuperEmbedRequest, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  createSuperEmbed(argument: _portico_content_v1_CreateSuperEmbedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  createSuperEmbed(argument: _portico_content_v1_CreateSuperEmbedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  createSuperEmbed(argument: _portico_content_v1_CreateSuperEmbedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  createSuperEmbed(argument: _portico_content_v1_CreateSuperEmbedRequest, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  
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
  
  DeleteUserFiles(argument: _portico_content_v1_DeleteUserFilesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DeleteUserFilesResponse__Output>): grpc.ClientUnaryCall;
  DeleteUserFiles(argument: _portico_content_v1_DeleteUserFilesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_DeleteUserFilesResponse__Output>): grpc.ClientUnaryCall;
  DeleteUserFiles(argument: _portico_content_v1_DeleteUserFilesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DeleteUserFilesResponse__Output>): grpc.ClientUnaryCall;
  DeleteUserFiles(argument: _portico_content_v1_DeleteUserFilesRequest, callback: grpc.requestCallback<_portico_content_v1_DeleteUserFilesResponse__Output>): grpc.ClientUnaryCall;
  deleteUserFiles(argument: _portico_content_v1_DeleteUserFilesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DeleteUserFilesResponse__Output>): grpc.ClientUnaryCall;
  deleteUserFiles(argument: _portico_content_v1_DeleteUserFilesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_DeleteUserFilesResponse__Output>): grpc.ClientUnaryCall;
  deleteUserFiles(argument: _portico_content_v1_DeleteUserFilesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DeleteUserFilesResponse__Output>): grpc.ClientUnaryCall;
  deleteUserFiles(argument: _portico_content_v1_DeleteUserFilesRequest, callback: grpc.requestCallback<_portico_content_v1_DeleteUserFilesResponse__Output>): grpc.ClientUnaryCall;
  
  GetEmbed(argument: _portico_content_v1_GetEmbedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  GetEmbed(argument: _portico_content_v1_GetEmbedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  GetEmbed(argument: _portico_content_v1_GetEmbedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  GetEmbed(argument: _portico_content_v1_GetEmbedRequest, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  getEmbed(argument: _portico_content_v1_GetEmbedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  getEmbed(argument: _portico_content_v1_GetEmbedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  getEmbed(argument: _portico_content_v1_GetEmbedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  getEmbed(argument: _portico_content_v1_GetEmbedRequest, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  
  GetFile(argument: _portico_content_v1_GetFileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  GetFile(argument: _portico_content_v1_GetFileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  GetFile(argument: _portico_content_v1_GetFileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  GetFile(argument: _portico_content_v1_GetFileRequest, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  getFile(argument: _portico_content_v1_GetFileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  getFile(argument: _portico_content_v1_GetFileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  getFile(argument: _portico_content_v1_GetFileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  getFile(argument: _portico_content_v1_GetFileRequest, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  
  GetPlatformStorageUsage(argument: _portico_content_v1_GetPlatformStorageUsageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_PlatformStorageUsage__Output>): grpc.ClientUnaryCall;
  GetPlatformStorageUsage(argument: _portico_content_v1_GetPlatformStorageUsageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_PlatformStorageUsage__Output>): grpc.ClientUnaryCall;
  GetPlatformStorageUsage(argument: _portico_content_v1_GetPlatformStorageUsageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_PlatformStorageUsage__Output>): grpc.ClientUnaryCall;
  GetPlatformStorageUsage(argument: _portico_content_v1_GetPlatformStorageUsageRequest, callback: grpc.requestCallback<_portico_content_v1_PlatformStorageUsage__Output>): grpc.ClientUnaryCall;
  getPlatformStorageUsage(argument: _portico_content_v1_GetPlatformStorageUsageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_PlatformStorageUsage__Output>): grpc.ClientUnaryCall;
  getPlatformStorageUsage(argument: _portico_content_v1_GetPlatformStorageUsageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_PlatformStorageUsage__Output>): grpc.ClientUnaryCall;
  getPlatformStorageUsage(argument: _portico_content_v1_GetPlatformStorageUsageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_PlatformStorageUsage__Output>): grpc.ClientUnaryCall;
  getPlatformStorageUsage(argument: _portico_content_v1_GetPlatformStorageUsageRequest, callback: grpc.requestCallback<_portico_content_v1_PlatformStorageUsage__Output>): grpc.ClientUnaryCall;
  
  GetStorageUsage(argument: _portico_content_v1_GetStorageUsageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_StorageUsage__Output>): grpc.ClientUnaryCall;
  GetStorageUsage(argument: _portico_content_v1_GetStorageUsageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_StorageUsage__Output>): grpc.ClientUnaryCall;
  GetStorageUsage(argument: _portico_content_v1_GetStorageUsageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_StorageUsage__Output>): grpc.ClientUnaryCall;
  GetStorageUsage(argument: _portico_content_v1_GetStorageUsageRequest, callback: grpc.requestCallback<_portico_content_v1_StorageUsage__Output>): grpc.ClientUnaryCall;
  getStorageUsage(argument: _portico_content_v1_GetStorageUsageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_StorageUsage__Output>): grpc.ClientUnaryCall;
  getStorageUsage(argument: _portico_content_v1_GetStorageUsageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_StorageUsage__Output>): grpc.ClientUnaryCall;
  getStorageUsage(argument: _portico_content_v1_GetStorageUsageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_StorageUsage__Output>): grpc.ClientUnaryCall;
  getStorageUsage(argument: _portico_content_v1_GetStorageUsageRequest, callback: grpc.requestCallback<_portico_content_v1_StorageUsage__Output>): grpc.ClientUnaryCall;
  
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
  
  OpenFile(argument: _portico_content_v1_OpenFileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_OpenFileResponse__Output>): grpc.ClientUnaryCall;
  OpenFile(argument: _portico_content_v1_OpenFileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_OpenFileResponse__Output>): grpc.ClientUnaryCall;
  OpenFile(argument: _portico_content_v1_OpenFileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_OpenFileResponse__Output>): grpc.ClientUnaryCall;
  OpenFile(argument: _portico_content_v1_OpenFileRequest, callback: grpc.requestCallback<_portico_content_v1_OpenFileResponse__Output>): grpc.ClientUnaryCall;
  openFile(argument: _portico_content_v1_OpenFileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_OpenFileResponse__Output>): grpc.ClientUnaryCall;
  openFile(argument: _portico_content_v1_OpenFileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_OpenFileResponse__Output>): grpc.ClientUnaryCall;
  openFile(argument: _portico_content_v1_OpenFileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_OpenFileResponse__Output>): grpc.ClientUnaryCall;
  openFile(argument: _portico_content_v1_OpenFileRequest, callback: grpc.requestCallback<_portico_content_v1_OpenFileResponse__Output>): grpc.ClientUnaryCall;
  
  SetEmbedActive(argument: _portico_content_v1_SetEmbedActiveRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  SetEmbedActive(argument: _portico_content_v1_SetEmbedActiveRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  SetEmbedActive(argument: _portico_content_v1_SetEmbedActiveRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  SetEmbedActive(argument: _portico_content_v1_SetEmbedActiveRequest, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  setEmbedActive(argument: _portico_content_v1_SetEmbedActiveRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  setEmbedActive(argument: _portico_content_v1_SetEmbedActiveRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  setEmbedActive(argument: _portico_content_v1_SetEmbedActiveRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  setEmbedActive(argument: _portico_content_v1_SetEmbedActiveRequest, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  
  UpdateEmbed(argument: _portico_content_v1_UpdateEmbedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  UpdateEmbed(argument: _portico_content_v1_UpdateEmbedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  UpdateEmbed(argument: _portico_content_v1_UpdateEmbedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  UpdateEmbed(argument: _portico_content_v1_UpdateEmbedRequest, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  updateEmbed(argument: _portico_content_v1_UpdateEmbedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  updateEmbed(argument: _portico_content_v1_UpdateEmbedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  updateEmbed(argument: _portico_content_v1_UpdateEmbedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  updateEmbed(argument: _portico_content_v1_UpdateEmbedRequest, callback: grpc.requestCallback<_portico_content_v1_Embed__Output>): grpc.ClientUnaryCall;
  
}

export interface ContentServiceHandlers extends grpc.UntypedServiceImplementation {
  AssignFile: grpc.handleUnaryCall<_portico_content_v1_AssignFileRequest__Output, _portico_content_v1_File>;
  
  BeginUpload: grpc.handleUnaryCall<_portico_content_v1_BeginUploadRequest__Output, _portico_content_v1_BeginUploadResponse>;
  
  CompleteUpload: grpc.handleUnaryCall<_portico_content_v1_CompleteUploadRequest__Output, _portico_content_v1_File>;
  
  CreateEmbed: grpc.handleUnaryCall<_portico_content_v1_CreateEmbedRequest__Output, _portico_content_v1_Embed>;
  
  CreateSuperEmbed: grpc.handleUnaryCall<_portico_content_v1_CreateSuperEmbedRequest__Output, _portico_content_v1_Embed>;
  
  DeleteEmbed: grpc.handleUnaryCall<_portico_content_v1_DeleteEmbedRequest__Output, _portico_content_v1_DeleteEmbedResponse>;
  
  DeleteFile: grpc.handleUnaryCall<_portico_content_v1_DeleteFileRequest__Output, _portico_content_v1_DeleteFileResponse>;
  
  DeleteUserFiles: grpc.handleUnaryCall<_portico_content_v1_DeleteUserFilesRequest__Output, _portico_content_v1_DeleteUserFilesResponse>;
  
  GetEmbed: grpc.handleUnaryCall<_portico_content_v1_GetEmbedRequest__Output, _portico_content_v1_Embed>;
  
  GetFile: grpc.handleUnaryCall<_portico_content_v1_GetFileRequest__Output, _portico_content_v1_File>;
  
  GetPlatformStorageUsage: grpc.handleUnaryCall<_portico_content_v1_GetPlatformStorageUsageRequest__Output, _portico_content_v1_PlatformStorageUsage>;
  
  GetStorageUsage: grpc.handleUnaryCall<_portico_content_v1_GetStorageUsageRequest__Output, _portico_content_v1_StorageUsage>;
  
  ListEmbeds: grpc.handleUnaryCall<_portico_content_v1_ListEmbedsRequest__Output, _portico_content_v1_ListEmbedsResponse>;
  
  ListFiles: grpc.handleUnaryCall<_portico_content_v1_ListFilesRequest__Output, _portico_content_v1_ListFilesResponse>;
  
  ListSuperEmbeds: grpc.handleUnaryCall<_portico_content_v1_ListSuperEmbedsRequest__Output, _portico_content_v1_ListEmbedsResponse>;
  
  ListVisibleEmbeds: grpc.handleUnaryCall<_portico_content_v1_ListVisibleEmbedsRequest__Output, _portico_content_v1_ListEmbedsResponse>;
  
  OpenFile: grpc.handleUnaryCall<_portico_content_v1_OpenFileRequest__Output, _portico_content_v1_OpenFileResponse>;
  
  SetEmbedActive: grpc.handleUnaryCall<_portico_content_v1_SetEmbedActiveRequest__Output, _portico_content_v1_Embed>;
  
  UpdateEmbed: grpc.handleUnaryCall<_portico_content_v1_UpdateEmbedRequest__Output, _portico_content_v1_Embed>;
  
}

export interface ContentServiceDefinition extends grpc.ServiceDefinition {
  AssignFile: MethodDefinition<_portico_content_v1_AssignFileRequest, _portico_content_v1_File, _portico_content_v1_AssignFileRequest__Output, _portico_content_v1_File__Output>
  BeginUpload: MethodDefinition<_portico_content_v1_BeginUploadRequest, _portico_content_v1_BeginUploadResponse, _portico_content_v1_BeginUploadRequest__Output, _portico_content_v1_BeginUploadResponse__Output>
  CompleteUpload: MethodDefinition<_portico_content_v1_CompleteUploadRequest, _portico_content_v1_File, _portico_content_v1_CompleteUploadRequest__Output, _portico_content_v1_File__Output>
  CreateEmbed: MethodDefinition<_portico_content_v1_CreateEmbedRequest, _portico_content_v1_Embed, _portico_content_v1_CreateEmbedRequest__Output, _portico_content_v1_Embed__Output>
  CreateSuperEmbed: MethodDefinition<_portico_content_v1_CreateSuperEmbedRequest, _portico_content_v1_Embed, _portico_content_v1_CreateSuperEmbedRequest__Output, _portico_content_v1_Embed__Output>
  DeleteEmbed: MethodDefinition<_portico_content_v1_DeleteEmbedRequest, _portico_content_v1_DeleteEmbedResponse, _portico_content_v1_DeleteEmbedRequest__Output, _portico_content_v1_DeleteEmbedResponse__Output>
  DeleteFile: MethodDefinition<_portico_content_v1_DeleteFileRequest, _portico_content_v1_DeleteFileResponse, _portico_content_v1_DeleteFileRequest__Output, _portico_content_v1_DeleteFileResponse__Output>
  DeleteUserFiles: MethodDefinition<_portico_content_v1_DeleteUserFilesRequest, _portico_content_v1_DeleteUserFilesResponse, _portico_content_v1_DeleteUserFilesRequest__Output, _portico_content_v1_DeleteUserFilesResponse__Output>
  GetEmbed: MethodDefinition<_portico_content_v1_GetEmbedRequest, _portico_content_v1_Embed, _portico_content_v1_GetEmbedRequest__Output, _portico_content_v1_Embed__Output>
  GetFile: MethodDefinition<_portico_content_v1_GetFileRequest, _portico_content_v1_File, _portico_content_v1_GetFileRequest__Output, _portico_content_v1_File__Output>
  GetPlatformStorageUsage: MethodDefinition<_portico_content_v1_GetPlatformStorageUsageRequest, _portico_content_v1_PlatformStorageUsage, _portico_content_v1_GetPlatformStorageUsageRequest__Output, _portico_content_v1_PlatformStorageUsage__Output>
  GetStorageUsage: MethodDefinition<_portico_content_v1_GetStorageUsageRequest, _portico_content_v1_StorageUsage, _portico_content_v1_GetStorageUsageRequest__Output, _portico_content_v1_StorageUsage__Output>
  ListEmbeds: MethodDefinition<_portico_content_v1_ListEmbedsRequest, _portico_content_v1_ListEmbedsResponse, _portico_content_v1_ListEmbedsRequest__Output, _portico_content_v1_ListEmbedsResponse__Output>
  ListFiles: MethodDefinition<_portico_content_v1_ListFilesRequest, _portico_content_v1_ListFilesResponse, _portico_content_v1_ListFilesRequest__Output, _portico_content_v1_ListFilesResponse__Output>
  ListSuperEmbeds: MethodDefinition<_portico_content_v1_ListSuperEmbedsRequest, _portico_content_v1_ListEmbedsResponse, _portico_content_v1_ListSuperEmbedsRequest__Output, _portico_content_v1_ListEmbedsResponse__Output>
  ListVisibleEmbeds: MethodDefinition<_portico_content_v1_ListVisibleEmbedsRequest, _portico_content_v1_ListEmbedsResponse, _portico_content_v1_ListVisibleEmbedsRequest__Output, _portico_content_v1_ListEmbedsResponse__Output>
  OpenFile: MethodDefinition<_portico_content_v1_OpenFileRequest, _portico_content_v1_OpenFileResponse, _portico_content_v1_OpenFileRequest__Output, _portico_content_v1_OpenFileResponse__Output>
  SetEmbedActive: MethodDefinition<_portico_content_v1_SetEmbedActiveRequest, _portico_content_v1_Embed, _portico_content_v1_SetEmbedActiveRequest__Output, _portico_content_v1_Embed__Output>
  UpdateEmbed: MethodDefinition<_portico_content_v1_UpdateEmbedRequest, _portico_content_v1_Embed, _portico_content_v1_UpdateEmbedRequest__Output, _portico_content_v1_Embed__Output>
}
