// Original file: portico/content/v1/content.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { Approval as _portico_content_v1_Approval, Approval__Output as _portico_content_v1_Approval__Output } from '../../../portico/content/v1/Approval';
import type { CheckEmbedFramingRequest as _portico_content_v1_CheckEmbedFramingRequest, CheckEmbedFramingRequest__Output as _portico_content_v1_CheckEmbedFramingRequest__Output } from '../../../portico/content/v1/CheckEmbedFramingRequest';
import type { CreateDownloadGrantRequest as _portico_content_v1_CreateDownloadGrantRequest, CreateDownloadGrantRequest__Output as _portico_content_v1_CreateDownloadGrantRequest__Output } from '../../../portico/content/v1/CreateDownloadGrantRequest';
import type { CreateEmbedRequest as _portico_content_v1_CreateEmbedRequest, CreateEmbedRequest__Output as _portico_content_v1_CreateEmbedRequest__Output } from '../../../portico/content/v1/CreateEmbedRequest';
import type { CreateFileRequestRequest as _portico_content_v1_CreateFileRequestRequest, CreateFileRequestRequest__Output as _portico_content_v1_CreateFileRequestRequest__Output } from '../../../portico/content/v1/CreateFileRequestRequest';
import type { CreateFolderRequest as _portico_content_v1_CreateFolderRequest, CreateFolderRequest__Output as _portico_content_v1_CreateFolderRequest__Output } from '../../../portico/content/v1/CreateFolderRequest';
import type { CreateSuperEmbedRequest as _portico_content_v1_CreateSuperEmbedRequest, CreateSuperEmbedRequest__Output as _portico_content_v1_CreateSuperEmbedRequest__Output } from '../../../portico/content/v1/CreateSuperEmbedRequest';
import type { CreateTaskRequest as _portico_content_v1_CreateTaskRequest, CreateTaskRequest__Output as _portico_content_v1_CreateTaskRequest__Output } from '../../../portico/content/v1/CreateTaskRequest';
import type { CreateTaskTemplateRequest as _portico_content_v1_CreateTaskTemplateRequest, CreateTaskTemplateRequest__Output as _portico_content_v1_CreateTaskTemplateRequest__Output } from '../../../portico/content/v1/CreateTaskTemplateRequest';
import type { CreateUploadGrantRequest as _portico_content_v1_CreateUploadGrantRequest, CreateUploadGrantRequest__Output as _portico_content_v1_CreateUploadGrantRequest__Output } from '../../../portico/content/v1/CreateUploadGrantRequest';
import type { CreateVersionDownloadGrantRequest as _portico_content_v1_CreateVersionDownloadGrantRequest, CreateVersionDownloadGrantRequest__Output as _portico_content_v1_CreateVersionDownloadGrantRequest__Output } from '../../../portico/content/v1/CreateVersionDownloadGrantRequest';
import type { CreateVouchedDownloadGrantRequest as _portico_content_v1_CreateVouchedDownloadGrantRequest, CreateVouchedDownloadGrantRequest__Output as _portico_content_v1_CreateVouchedDownloadGrantRequest__Output } from '../../../portico/content/v1/CreateVouchedDownloadGrantRequest';
import type { CreateZipDownloadGrantRequest as _portico_content_v1_CreateZipDownloadGrantRequest, CreateZipDownloadGrantRequest__Output as _portico_content_v1_CreateZipDownloadGrantRequest__Output } from '../../../portico/content/v1/CreateZipDownloadGrantRequest';
import type { DecideApprovalRequest as _portico_content_v1_DecideApprovalRequest, DecideApprovalRequest__Output as _portico_content_v1_DecideApprovalRequest__Output } from '../../../portico/content/v1/DecideApprovalRequest';
import type { DeleteEmbedRequest as _portico_content_v1_DeleteEmbedRequest, DeleteEmbedRequest__Output as _portico_content_v1_DeleteEmbedRequest__Output } from '../../../portico/content/v1/DeleteEmbedRequest';
import type { DeleteEmbedResponse as _portico_content_v1_DeleteEmbedResponse, DeleteEmbedResponse__Output as _portico_content_v1_DeleteEmbedResponse__Output } from '../../../portico/content/v1/DeleteEmbedResponse';
import type { DeleteFileRequest as _portico_content_v1_DeleteFileRequest, DeleteFileRequest__Output as _portico_content_v1_DeleteFileRequest__Output } from '../../../portico/content/v1/DeleteFileRequest';
import type { DeleteFileResponse as _portico_content_v1_DeleteFileResponse, DeleteFileResponse__Output as _portico_content_v1_DeleteFileResponse__Output } from '../../../portico/content/v1/DeleteFileResponse';
import type { DeleteFolderRequest as _portico_content_v1_DeleteFolderRequest, DeleteFolderRequest__Output as _portico_content_v1_DeleteFolderRequest__Output } from '../../../portico/content/v1/DeleteFolderRequest';
import type { DeleteFolderResponse as _portico_content_v1_DeleteFolderResponse, DeleteFolderResponse__Output as _portico_content_v1_DeleteFolderResponse__Output } from '../../../portico/content/v1/DeleteFolderResponse';
import type { DeleteTaskRequest as _portico_content_v1_DeleteTaskRequest, DeleteTaskRequest__Output as _portico_content_v1_DeleteTaskRequest__Output } from '../../../portico/content/v1/DeleteTaskRequest';
import type { DeleteTaskResponse as _portico_content_v1_DeleteTaskResponse, DeleteTaskResponse__Output as _portico_content_v1_DeleteTaskResponse__Output } from '../../../portico/content/v1/DeleteTaskResponse';
import type { DeleteTaskTemplateRequest as _portico_content_v1_DeleteTaskTemplateRequest, DeleteTaskTemplateRequest__Output as _portico_content_v1_DeleteTaskTemplateRequest__Output } from '../../../portico/content/v1/DeleteTaskTemplateRequest';
import type { DeleteTaskTemplateResponse as _portico_content_v1_DeleteTaskTemplateResponse, DeleteTaskTemplateResponse__Output as _portico_content_v1_DeleteTaskTemplateResponse__Output } from '../../../portico/content/v1/DeleteTaskTemplateResponse';
import type { DownloadGrant as _portico_content_v1_DownloadGrant, DownloadGrant__Output as _portico_content_v1_DownloadGrant__Output } from '../../../portico/content/v1/DownloadGrant';
import type { Embed as _portico_content_v1_Embed, Embed__Output as _portico_content_v1_Embed__Output } from '../../../portico/content/v1/Embed';
import type { EmbedContextKeys as _portico_content_v1_EmbedContextKeys, EmbedContextKeys__Output as _portico_content_v1_EmbedContextKeys__Output } from '../../../portico/content/v1/EmbedContextKeys';
import type { EmbedContextToken as _portico_content_v1_EmbedContextToken, EmbedContextToken__Output as _portico_content_v1_EmbedContextToken__Output } from '../../../portico/content/v1/EmbedContextToken';
import type { EmbedSaved as _portico_content_v1_EmbedSaved, EmbedSaved__Output as _portico_content_v1_EmbedSaved__Output } from '../../../portico/content/v1/EmbedSaved';
import type { File as _portico_content_v1_File, File__Output as _portico_content_v1_File__Output } from '../../../portico/content/v1/File';
import type { FileRequest as _portico_content_v1_FileRequest, FileRequest__Output as _portico_content_v1_FileRequest__Output } from '../../../portico/content/v1/FileRequest';
import type { Folder as _portico_content_v1_Folder, Folder__Output as _portico_content_v1_Folder__Output } from '../../../portico/content/v1/Folder';
import type { FolderListing as _portico_content_v1_FolderListing, FolderListing__Output as _portico_content_v1_FolderListing__Output } from '../../../portico/content/v1/FolderListing';
import type { FramingCheck as _portico_content_v1_FramingCheck, FramingCheck__Output as _portico_content_v1_FramingCheck__Output } from '../../../portico/content/v1/FramingCheck';
import type { GetEmbedContextKeysRequest as _portico_content_v1_GetEmbedContextKeysRequest, GetEmbedContextKeysRequest__Output as _portico_content_v1_GetEmbedContextKeysRequest__Output } from '../../../portico/content/v1/GetEmbedContextKeysRequest';
import type { GetEmbedRequest as _portico_content_v1_GetEmbedRequest, GetEmbedRequest__Output as _portico_content_v1_GetEmbedRequest__Output } from '../../../portico/content/v1/GetEmbedRequest';
import type { GetFileRequest as _portico_content_v1_GetFileRequest, GetFileRequest__Output as _portico_content_v1_GetFileRequest__Output } from '../../../portico/content/v1/GetFileRequest';
import type { GetFileRequestRequest as _portico_content_v1_GetFileRequestRequest, GetFileRequestRequest__Output as _portico_content_v1_GetFileRequestRequest__Output } from '../../../portico/content/v1/GetFileRequestRequest';
import type { GetPlatformStorageRequest as _portico_content_v1_GetPlatformStorageRequest, GetPlatformStorageRequest__Output as _portico_content_v1_GetPlatformStorageRequest__Output } from '../../../portico/content/v1/GetPlatformStorageRequest';
import type { GetStorageUsageRequest as _portico_content_v1_GetStorageUsageRequest, GetStorageUsageRequest__Output as _portico_content_v1_GetStorageUsageRequest__Output } from '../../../portico/content/v1/GetStorageUsageRequest';
import type { GetTaskReminderSettingsRequest as _portico_content_v1_GetTaskReminderSettingsRequest, GetTaskReminderSettingsRequest__Output as _portico_content_v1_GetTaskReminderSettingsRequest__Output } from '../../../portico/content/v1/GetTaskReminderSettingsRequest';
import type { ListApprovalsResponse as _portico_content_v1_ListApprovalsResponse, ListApprovalsResponse__Output as _portico_content_v1_ListApprovalsResponse__Output } from '../../../portico/content/v1/ListApprovalsResponse';
import type { ListAwaitingApprovalsRequest as _portico_content_v1_ListAwaitingApprovalsRequest, ListAwaitingApprovalsRequest__Output as _portico_content_v1_ListAwaitingApprovalsRequest__Output } from '../../../portico/content/v1/ListAwaitingApprovalsRequest';
import type { ListEmbedOriginsRequest as _portico_content_v1_ListEmbedOriginsRequest, ListEmbedOriginsRequest__Output as _portico_content_v1_ListEmbedOriginsRequest__Output } from '../../../portico/content/v1/ListEmbedOriginsRequest';
import type { ListEmbedOriginsResponse as _portico_content_v1_ListEmbedOriginsResponse, ListEmbedOriginsResponse__Output as _portico_content_v1_ListEmbedOriginsResponse__Output } from '../../../portico/content/v1/ListEmbedOriginsResponse';
import type { ListEmbedsRequest as _portico_content_v1_ListEmbedsRequest, ListEmbedsRequest__Output as _portico_content_v1_ListEmbedsRequest__Output } from '../../../portico/content/v1/ListEmbedsRequest';
import type { ListEmbedsResponse as _portico_content_v1_ListEmbedsResponse, ListEmbedsResponse__Output as _portico_content_v1_ListEmbedsResponse__Output } from '../../../portico/content/v1/ListEmbedsResponse';
import type { ListFileApprovalsRequest as _portico_content_v1_ListFileApprovalsRequest, ListFileApprovalsRequest__Output as _portico_content_v1_ListFileApprovalsRequest__Output } from '../../../portico/content/v1/ListFileApprovalsRequest';
import type { ListFileVersionsRequest as _portico_content_v1_ListFileVersionsRequest, ListFileVersionsRequest__Output as _portico_content_v1_ListFileVersionsRequest__Output } from '../../../portico/content/v1/ListFileVersionsRequest';
import type { ListFileVersionsResponse as _portico_content_v1_ListFileVersionsResponse, ListFileVersionsResponse__Output as _portico_content_v1_ListFileVersionsResponse__Output } from '../../../portico/content/v1/ListFileVersionsResponse';
import type { ListFilesRequest as _portico_content_v1_ListFilesRequest, ListFilesRequest__Output as _portico_content_v1_ListFilesRequest__Output } from '../../../portico/content/v1/ListFilesRequest';
import type { ListFilesResponse as _portico_content_v1_ListFilesResponse, ListFilesResponse__Output as _portico_content_v1_ListFilesResponse__Output } from '../../../portico/content/v1/ListFilesResponse';
import type { ListFolderRequest as _portico_content_v1_ListFolderRequest, ListFolderRequest__Output as _portico_content_v1_ListFolderRequest__Output } from '../../../portico/content/v1/ListFolderRequest';
import type { ListMyTasksRequest as _portico_content_v1_ListMyTasksRequest, ListMyTasksRequest__Output as _portico_content_v1_ListMyTasksRequest__Output } from '../../../portico/content/v1/ListMyTasksRequest';
import type { ListRecentUploadsRequest as _portico_content_v1_ListRecentUploadsRequest, ListRecentUploadsRequest__Output as _portico_content_v1_ListRecentUploadsRequest__Output } from '../../../portico/content/v1/ListRecentUploadsRequest';
import type { ListSuperEmbedsRequest as _portico_content_v1_ListSuperEmbedsRequest, ListSuperEmbedsRequest__Output as _portico_content_v1_ListSuperEmbedsRequest__Output } from '../../../portico/content/v1/ListSuperEmbedsRequest';
import type { ListTaskTemplatesRequest as _portico_content_v1_ListTaskTemplatesRequest, ListTaskTemplatesRequest__Output as _portico_content_v1_ListTaskTemplatesRequest__Output } from '../../../portico/content/v1/ListTaskTemplatesRequest';
import type { ListTaskTemplatesResponse as _portico_content_v1_ListTaskTemplatesResponse, ListTaskTemplatesResponse__Output as _portico_content_v1_ListTaskTemplatesResponse__Output } from '../../../portico/content/v1/ListTaskTemplatesResponse';
import type { ListTasksRequest as _portico_content_v1_ListTasksRequest, ListTasksRequest__Output as _portico_content_v1_ListTasksRequest__Output } from '../../../portico/content/v1/ListTasksRequest';
import type { ListTasksResponse as _portico_content_v1_ListTasksResponse, ListTasksResponse__Output as _portico_content_v1_ListTasksResponse__Output } from '../../../portico/content/v1/ListTasksResponse';
import type { ListVisibleEmbedsRequest as _portico_content_v1_ListVisibleEmbedsRequest, ListVisibleEmbedsRequest__Output as _portico_content_v1_ListVisibleEmbedsRequest__Output } from '../../../portico/content/v1/ListVisibleEmbedsRequest';
import type { MintEmbedContextTokenRequest as _portico_content_v1_MintEmbedContextTokenRequest, MintEmbedContextTokenRequest__Output as _portico_content_v1_MintEmbedContextTokenRequest__Output } from '../../../portico/content/v1/MintEmbedContextTokenRequest';
import type { MoveFileRequest as _portico_content_v1_MoveFileRequest, MoveFileRequest__Output as _portico_content_v1_MoveFileRequest__Output } from '../../../portico/content/v1/MoveFileRequest';
import type { MoveFolderRequest as _portico_content_v1_MoveFolderRequest, MoveFolderRequest__Output as _portico_content_v1_MoveFolderRequest__Output } from '../../../portico/content/v1/MoveFolderRequest';
import type { PlatformStorage as _portico_content_v1_PlatformStorage, PlatformStorage__Output as _portico_content_v1_PlatformStorage__Output } from '../../../portico/content/v1/PlatformStorage';
import type { RecordFileOpenedRequest as _portico_content_v1_RecordFileOpenedRequest, RecordFileOpenedRequest__Output as _portico_content_v1_RecordFileOpenedRequest__Output } from '../../../portico/content/v1/RecordFileOpenedRequest';
import type { RenameFileRequest as _portico_content_v1_RenameFileRequest, RenameFileRequest__Output as _portico_content_v1_RenameFileRequest__Output } from '../../../portico/content/v1/RenameFileRequest';
import type { RenameFolderRequest as _portico_content_v1_RenameFolderRequest, RenameFolderRequest__Output as _portico_content_v1_RenameFolderRequest__Output } from '../../../portico/content/v1/RenameFolderRequest';
import type { ReorderEmbedsRequest as _portico_content_v1_ReorderEmbedsRequest, ReorderEmbedsRequest__Output as _portico_content_v1_ReorderEmbedsRequest__Output } from '../../../portico/content/v1/ReorderEmbedsRequest';
import type { RequestApprovalRequest as _portico_content_v1_RequestApprovalRequest, RequestApprovalRequest__Output as _portico_content_v1_RequestApprovalRequest__Output } from '../../../portico/content/v1/RequestApprovalRequest';
import type { SetEmbedActiveRequest as _portico_content_v1_SetEmbedActiveRequest, SetEmbedActiveRequest__Output as _portico_content_v1_SetEmbedActiveRequest__Output } from '../../../portico/content/v1/SetEmbedActiveRequest';
import type { SetEmbedPassContextRequest as _portico_content_v1_SetEmbedPassContextRequest, SetEmbedPassContextRequest__Output as _portico_content_v1_SetEmbedPassContextRequest__Output } from '../../../portico/content/v1/SetEmbedPassContextRequest';
import type { SetTaskDoneRequest as _portico_content_v1_SetTaskDoneRequest, SetTaskDoneRequest__Output as _portico_content_v1_SetTaskDoneRequest__Output } from '../../../portico/content/v1/SetTaskDoneRequest';
import type { StorageUsage as _portico_content_v1_StorageUsage, StorageUsage__Output as _portico_content_v1_StorageUsage__Output } from '../../../portico/content/v1/StorageUsage';
import type { Task as _portico_content_v1_Task, Task__Output as _portico_content_v1_Task__Output } from '../../../portico/content/v1/Task';
import type { TaskReminderSettings as _portico_content_v1_TaskReminderSettings, TaskReminderSettings__Output as _portico_content_v1_TaskReminderSettings__Output } from '../../../portico/content/v1/TaskReminderSettings';
import type { TaskTemplate as _portico_content_v1_TaskTemplate, TaskTemplate__Output as _portico_content_v1_TaskTemplate__Output } from '../../../portico/content/v1/TaskTemplate';
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
  
  CreateFileRequest(argument: _portico_content_v1_CreateFileRequestRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_FileRequest__Output>): grpc.ClientUnaryCall;
  CreateFileRequest(argument: _portico_content_v1_CreateFileRequestRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_FileRequest__Output>): grpc.ClientUnaryCall;
  CreateFileRequest(argument: _portico_content_v1_CreateFileRequestRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_FileRequest__Output>): grpc.ClientUnaryCall;
  CreateFileRequest(argument: _portico_content_v1_CreateFileRequestRequest, callback: grpc.requestCallback<_portico_content_v1_FileRequest__Output>): grpc.ClientUnaryCall;
  createFileRequest(argument: _portico_content_v1_CreateFileRequestRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_FileRequest__Output>): grpc.ClientUnaryCall;
  createFileRequest(argument: _portico_content_v1_CreateFileRequestRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_FileRequest__Output>): grpc.ClientUnaryCall;
  createFileRequest(argument: _portico_content_v1_CreateFileRequestRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_FileRequest__Output>): grpc.ClientUnaryCall;
  createFileRequest(argument: _portico_content_v1_CreateFileRequestRequest, callback: grpc.requestCallback<_portico_content_v1_FileRequest__Output>): grpc.ClientUnaryCall;
  
  CreateFolder(argument: _portico_content_v1_CreateFolderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Folder__Output>): grpc.ClientUnaryCall;
  CreateFolder(argument: _portico_content_v1_CreateFolderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Folder__Output>): grpc.ClientUnaryCall;
  CreateFolder(argument: _portico_content_v1_CreateFolderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Folder__Output>): grpc.ClientUnaryCall;
  CreateFolder(argument: _portico_content_v1_CreateFolderRequest, callback: grpc.requestCallback<_portico_content_v1_Folder__Output>): grpc.ClientUnaryCall;
  createFolder(argument: _portico_content_v1_CreateFolderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Folder__Output>): grpc.ClientUnaryCall;
  createFolder(argument: _portico_content_v1_CreateFolderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Folder__Output>): grpc.ClientUnaryCall;
  createFolder(argument: _portico_content_v1_CreateFolderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Folder__Output>): grpc.ClientUnaryCall;
  createFolder(argument: _portico_content_v1_CreateFolderRequest, callback: grpc.requestCallback<_portico_content_v1_Folder__Output>): grpc.ClientUnaryCall;
  
  CreateSuperEmbed(argument: _portico_content_v1_CreateSuperEmbedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_EmbedSaved__Output>): grpc.ClientUnaryCall;
  CreateSuperEmbed(argument: _portico_content_v1_CreateSuperEmbedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_EmbedSaved__Output>): grpc.ClientUnaryCall;
  CreateSuperEmbed(argument: _portico_content_v1_CreateSuperEmbedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_EmbedSaved__Output>): grpc.ClientUnaryCall;
  CreateSuperEmbed(argument: _portico_content_v1_CreateSuperEmbedRequest, callback: grpc.requestCallback<_portico_content_v1_EmbedSaved__Output>): grpc.ClientUnaryCall;
  createSuperEmbed(argument: _portico_content_v1_CreateSuperEmbedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_EmbedSaved__Output>): grpc.ClientUnaryCall;
  createSuperEmbed(argument: _portico_content_v1_CreateSuperEmbedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_EmbedSaved__Output>): grpc.ClientUnaryCall;
  createSuperEmbed(argument: _portico_content_v1_CreateSuperEmbedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_EmbedSaved__Output>): grpc.ClientUnaryCall;
  createSuperEmbed(argument: _portico_content_v1_CreateSuperEmbedRequest, callback: grpc.requestCallback<_portico_content_v1_EmbedSaved__Output>): grpc.ClientUnaryCall;
  
  CreateTask(argument: _portico_content_v1_CreateTaskRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Task__Output>): grpc.ClientUnaryCall;
  CreateTask(argument: _portico_content_v1_CreateTaskRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Task__Output>): grpc.ClientUnaryCall;
  CreateTask(argument: _portico_content_v1_CreateTaskRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Task__Output>): grpc.ClientUnaryCall;
  CreateTask(argument: _portico_content_v1_CreateTaskRequest, callback: grpc.requestCallback<_portico_content_v1_Task__Output>): grpc.ClientUnaryCall;
  createTask(argument: _portico_content_v1_CreateTaskRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Task__Output>): grpc.ClientUnaryCall;
  createTask(argument: _portico_content_v1_CreateTaskRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Task__Output>): grpc.ClientUnaryCall;
  createTask(argument: _portico_content_v1_CreateTaskRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Task__Output>): grpc.ClientUnaryCall;
  createTask(argument: _portico_content_v1_CreateTaskRequest, callback: grpc.requestCallback<_portico_content_v1_Task__Output>): grpc.ClientUnaryCall;
  
  CreateTaskTemplate(argument: _portico_content_v1_CreateTaskTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_TaskTemplate__Output>): grpc.ClientUnaryCall;
  CreateTaskTemplate(argument: _portico_content_v1_CreateTaskTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_TaskTemplate__Output>): grpc.ClientUnaryCall;
  CreateTaskTemplate(argument: _portico_content_v1_CreateTaskTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_TaskTemplate__Output>): grpc.ClientUnaryCall;
  CreateTaskTemplate(argument: _portico_content_v1_CreateTaskTemplateRequest, callback: grpc.requestCallback<_portico_content_v1_TaskTemplate__Output>): grpc.ClientUnaryCall;
  createTaskTemplate(argument: _portico_content_v1_CreateTaskTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_TaskTemplate__Output>): grpc.ClientUnaryCall;
  createTaskTemplate(argument: _portico_content_v1_CreateTaskTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_TaskTemplate__Output>): grpc.ClientUnaryCall;
  createTaskTemplate(argument: _portico_content_v1_CreateTaskTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_TaskTemplate__Output>): grpc.ClientUnaryCall;
  createTaskTemplate(argument: _portico_content_v1_CreateTaskTemplateRequest, callback: grpc.requestCallback<_portico_content_v1_TaskTemplate__Output>): grpc.ClientUnaryCall;
  
  CreateUploadGrant(argument: _portico_content_v1_CreateUploadGrantRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_UploadGrant__Output>): grpc.ClientUnaryCall;
  CreateUploadGrant(argument: _portico_content_v1_CreateUploadGrantRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_UploadGrant__Output>): grpc.ClientUnaryCall;
  CreateUploadGrant(argument: _portico_content_v1_CreateUploadGrantRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_UploadGrant__Output>): grpc.ClientUnaryCall;
  CreateUploadGrant(argument: _portico_content_v1_CreateUploadGrantRequest, callback: grpc.requestCallback<_portico_content_v1_UploadGrant__Output>): grpc.ClientUnaryCall;
  createUploadGrant(argument: _portico_content_v1_CreateUploadGrantRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_UploadGrant__Output>): grpc.ClientUnaryCall;
  createUploadGrant(argument: _portico_content_v1_CreateUploadGrantRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_UploadGrant__Output>): grpc.ClientUnaryCall;
  createUploadGrant(argument: _portico_content_v1_CreateUploadGrantRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_UploadGrant__Output>): grpc.ClientUnaryCall;
  createUploadGrant(argument: _portico_content_v1_CreateUploadGrantRequest, callback: grpc.requestCallback<_portico_content_v1_UploadGrant__Output>): grpc.ClientUnaryCall;
  
  CreateVersionDownloadGrant(argument: _portico_content_v1_CreateVersionDownloadGrantRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  CreateVersionDownloadGrant(argument: _portico_content_v1_CreateVersionDownloadGrantRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  CreateVersionDownloadGrant(argument: _portico_content_v1_CreateVersionDownloadGrantRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  CreateVersionDownloadGrant(argument: _portico_content_v1_CreateVersionDownloadGrantRequest, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  createVersionDownloadGrant(argument: _portico_content_v1_CreateVersionDownloadGrantRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  createVersionDownloadGrant(argument: _portico_content_v1_CreateVersionDownloadGrantRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  createVersionDownloadGrant(argument: _portico_content_v1_CreateVersionDownloadGrantRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  createVersionDownloadGrant(argument: _portico_content_v1_CreateVersionDownloadGrantRequest, callback: grpc.requestCallback<_portico_content_v1_DownloadGrant__Output>): grpc.ClientUnaryCall;
  
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
  
  DecideApproval(argument: _portico_content_v1_DecideApprovalRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Approval__Output>): grpc.ClientUnaryCall;
  DecideApproval(argument: _portico_content_v1_DecideApprovalRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Approval__Output>): grpc.ClientUnaryCall;
  DecideApproval(argument: _portico_content_v1_DecideApprovalRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Approval__Output>): grpc.ClientUnaryCall;
  DecideApproval(argument: _portico_content_v1_DecideApprovalRequest, callback: grpc.requestCallback<_portico_content_v1_Approval__Output>): grpc.ClientUnaryCall;
  decideApproval(argument: _portico_content_v1_DecideApprovalRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Approval__Output>): grpc.ClientUnaryCall;
  decideApproval(argument: _portico_content_v1_DecideApprovalRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Approval__Output>): grpc.ClientUnaryCall;
  decideApproval(argument: _portico_content_v1_DecideApprovalRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Approval__Output>): grpc.ClientUnaryCall;
  decideApproval(argument: _portico_content_v1_DecideApprovalRequest, callback: grpc.requestCallback<_portico_content_v1_Approval__Output>): grpc.ClientUnaryCall;
  
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
  
  DeleteFolder(argument: _portico_content_v1_DeleteFolderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DeleteFolderResponse__Output>): grpc.ClientUnaryCall;
  DeleteFolder(argument: _portico_content_v1_DeleteFolderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_DeleteFolderResponse__Output>): grpc.ClientUnaryCall;
  DeleteFolder(argument: _portico_content_v1_DeleteFolderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DeleteFolderResponse__Output>): grpc.ClientUnaryCall;
  DeleteFolder(argument: _portico_content_v1_DeleteFolderRequest, callback: grpc.requestCallback<_portico_content_v1_DeleteFolderResponse__Output>): grpc.ClientUnaryCall;
  deleteFolder(argument: _portico_content_v1_DeleteFolderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DeleteFolderResponse__Output>): grpc.ClientUnaryCall;
  deleteFolder(argument: _portico_content_v1_DeleteFolderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_DeleteFolderResponse__Output>): grpc.ClientUnaryCall;
  deleteFolder(argument: _portico_content_v1_DeleteFolderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DeleteFolderResponse__Output>): grpc.ClientUnaryCall;
  deleteFolder(argument: _portico_content_v1_DeleteFolderRequest, callback: grpc.requestCallback<_portico_content_v1_DeleteFolderResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteTask(argument: _portico_content_v1_DeleteTaskRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DeleteTaskResponse__Output>): grpc.ClientUnaryCall;
  DeleteTask(argument: _portico_content_v1_DeleteTaskRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_DeleteTaskResponse__Output>): grpc.ClientUnaryCall;
  DeleteTask(argument: _portico_content_v1_DeleteTaskRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DeleteTaskResponse__Output>): grpc.ClientUnaryCall;
  DeleteTask(argument: _portico_content_v1_DeleteTaskRequest, callback: grpc.requestCallback<_portico_content_v1_DeleteTaskResponse__Output>): grpc.ClientUnaryCall;
  deleteTask(argument: _portico_content_v1_DeleteTaskRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DeleteTaskResponse__Output>): grpc.ClientUnaryCall;
  deleteTask(argument: _portico_content_v1_DeleteTaskRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_DeleteTaskResponse__Output>): grpc.ClientUnaryCall;
  deleteTask(argument: _portico_content_v1_DeleteTaskRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DeleteTaskResponse__Output>): grpc.ClientUnaryCall;
  deleteTask(argument: _portico_content_v1_DeleteTaskRequest, callback: grpc.requestCallback<_portico_content_v1_DeleteTaskResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteTaskTemplate(argument: _portico_content_v1_DeleteTaskTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DeleteTaskTemplateResponse__Output>): grpc.ClientUnaryCall;
  DeleteTaskTemplate(argument: _portico_content_v1_DeleteTaskTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_DeleteTaskTemplateResponse__Output>): grpc.ClientUnaryCall;
  DeleteTaskTemplate(argument: _portico_content_v1_DeleteTaskTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DeleteTaskTemplateResponse__Output>): grpc.ClientUnaryCall;
  DeleteTaskTemplate(argument: _portico_content_v1_DeleteTaskTemplateRequest, callback: grpc.requestCallback<_portico_content_v1_DeleteTaskTemplateResponse__Output>): grpc.ClientUnaryCall;
  deleteTaskTemplate(argument: _portico_content_v1_DeleteTaskTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DeleteTaskTemplateResponse__Output>): grpc.ClientUnaryCall;
  deleteTaskTemplate(argument: _portico_content_v1_DeleteTaskTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_DeleteTaskTemplateResponse__Output>): grpc.ClientUnaryCall;
  deleteTaskTemplate(argument: _portico_content_v1_DeleteTaskTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_DeleteTaskTemplateResponse__Output>): grpc.ClientUnaryCall;
  deleteTaskTemplate(argument: _portico_content_v1_DeleteTaskTemplateRequest, callback: grpc.requestCallback<_portico_content_v1_DeleteTaskTemplateResponse__Output>): grpc.ClientUnaryCall;
  
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
  
  GetFileRequest(argument: _portico_content_v1_GetFileRequestRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_FileRequest__Output>): grpc.ClientUnaryCall;
  GetFileRequest(argument: _portico_content_v1_GetFileRequestRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_FileRequest__Output>): grpc.ClientUnaryCall;
  GetFileRequest(argument: _portico_content_v1_GetFileRequestRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_FileRequest__Output>): grpc.ClientUnaryCall;
  GetFileRequest(argument: _portico_content_v1_GetFileRequestRequest, callback: grpc.requestCallback<_portico_content_v1_FileRequest__Output>): grpc.ClientUnaryCall;
  getFileRequest(argument: _portico_content_v1_GetFileRequestRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_FileRequest__Output>): grpc.ClientUnaryCall;
  getFileRequest(argument: _portico_content_v1_GetFileRequestRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_FileRequest__Output>): grpc.ClientUnaryCall;
  getFileRequest(argument: _portico_content_v1_GetFileRequestRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_FileRequest__Output>): grpc.ClientUnaryCall;
  getFileRequest(argument: _portico_content_v1_GetFileRequestRequest, callback: grpc.requestCallback<_portico_content_v1_FileRequest__Output>): grpc.ClientUnaryCall;
  
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
  
  GetTaskReminderSettings(argument: _portico_content_v1_GetTaskReminderSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_TaskReminderSettings__Output>): grpc.ClientUnaryCall;
  GetTaskReminderSettings(argument: _portico_content_v1_GetTaskReminderSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_TaskReminderSettings__Output>): grpc.ClientUnaryCall;
  GetTaskReminderSettings(argument: _portico_content_v1_GetTaskReminderSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_TaskReminderSettings__Output>): grpc.ClientUnaryCall;
  GetTaskReminderSettings(argument: _portico_content_v1_GetTaskReminderSettingsRequest, callback: grpc.requestCallback<_portico_content_v1_TaskReminderSettings__Output>): grpc.ClientUnaryCall;
  getTaskReminderSettings(argument: _portico_content_v1_GetTaskReminderSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_TaskReminderSettings__Output>): grpc.ClientUnaryCall;
  getTaskReminderSettings(argument: _portico_content_v1_GetTaskReminderSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_TaskReminderSettings__Output>): grpc.ClientUnaryCall;
  getTaskReminderSettings(argument: _portico_content_v1_GetTaskReminderSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_TaskReminderSettings__Output>): grpc.ClientUnaryCall;
  getTaskReminderSettings(argument: _portico_content_v1_GetTaskReminderSettingsRequest, callback: grpc.requestCallback<_portico_content_v1_TaskReminderSettings__Output>): grpc.ClientUnaryCall;
  
  ListAwaitingApprovals(argument: _portico_content_v1_ListAwaitingApprovalsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListApprovalsResponse__Output>): grpc.ClientUnaryCall;
  ListAwaitingApprovals(argument: _portico_content_v1_ListAwaitingApprovalsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListApprovalsResponse__Output>): grpc.ClientUnaryCall;
  ListAwaitingApprovals(argument: _portico_content_v1_ListAwaitingApprovalsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListApprovalsResponse__Output>): grpc.ClientUnaryCall;
  ListAwaitingApprovals(argument: _portico_content_v1_ListAwaitingApprovalsRequest, callback: grpc.requestCallback<_portico_content_v1_ListApprovalsResponse__Output>): grpc.ClientUnaryCall;
  listAwaitingApprovals(argument: _portico_content_v1_ListAwaitingApprovalsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListApprovalsResponse__Output>): grpc.ClientUnaryCall;
  listAwaitingApprovals(argument: _portico_content_v1_ListAwaitingApprovalsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListApprovalsResponse__Output>): grpc.ClientUnaryCall;
  listAwaitingApprovals(argument: _portico_content_v1_ListAwaitingApprovalsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListApprovalsResponse__Output>): grpc.ClientUnaryCall;
  listAwaitingApprovals(argument: _portico_content_v1_ListAwaitingApprovalsRequest, callback: grpc.requestCallback<_portico_content_v1_ListApprovalsResponse__Output>): grpc.ClientUnaryCall;
  
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
  
  ListFileApprovals(argument: _portico_content_v1_ListFileApprovalsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListApprovalsResponse__Output>): grpc.ClientUnaryCall;
  ListFileApprovals(argument: _portico_content_v1_ListFileApprovalsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListApprovalsResponse__Output>): grpc.ClientUnaryCall;
  ListFileApprovals(argument: _portico_content_v1_ListFileApprovalsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListApprovalsResponse__Output>): grpc.ClientUnaryCall;
  ListFileApprovals(argument: _portico_content_v1_ListFileApprovalsRequest, callback: grpc.requestCallback<_portico_content_v1_ListApprovalsResponse__Output>): grpc.ClientUnaryCall;
  listFileApprovals(argument: _portico_content_v1_ListFileApprovalsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListApprovalsResponse__Output>): grpc.ClientUnaryCall;
  listFileApprovals(argument: _portico_content_v1_ListFileApprovalsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListApprovalsResponse__Output>): grpc.ClientUnaryCall;
  listFileApprovals(argument: _portico_content_v1_ListFileApprovalsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListApprovalsResponse__Output>): grpc.ClientUnaryCall;
  listFileApprovals(argument: _portico_content_v1_ListFileApprovalsRequest, callback: grpc.requestCallback<_portico_content_v1_ListApprovalsResponse__Output>): grpc.ClientUnaryCall;
  
  ListFileVersions(argument: _portico_content_v1_ListFileVersionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListFileVersionsResponse__Output>): grpc.ClientUnaryCall;
  ListFileVersions(argument: _portico_content_v1_ListFileVersionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListFileVersionsResponse__Output>): grpc.ClientUnaryCall;
  ListFileVersions(argument: _portico_content_v1_ListFileVersionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListFileVersionsResponse__Output>): grpc.ClientUnaryCall;
  ListFileVersions(argument: _portico_content_v1_ListFileVersionsRequest, callback: grpc.requestCallback<_portico_content_v1_ListFileVersionsResponse__Output>): grpc.ClientUnaryCall;
  listFileVersions(argument: _portico_content_v1_ListFileVersionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListFileVersionsResponse__Output>): grpc.ClientUnaryCall;
  listFileVersions(argument: _portico_content_v1_ListFileVersionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListFileVersionsResponse__Output>): grpc.ClientUnaryCall;
  listFileVersions(argument: _portico_content_v1_ListFileVersionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListFileVersionsResponse__Output>): grpc.ClientUnaryCall;
  listFileVersions(argument: _portico_content_v1_ListFileVersionsRequest, callback: grpc.requestCallback<_portico_content_v1_ListFileVersionsResponse__Output>): grpc.ClientUnaryCall;
  
  ListFiles(argument: _portico_content_v1_ListFilesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListFilesResponse__Output>): grpc.ClientUnaryCall;
  ListFiles(argument: _portico_content_v1_ListFilesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListFilesResponse__Output>): grpc.ClientUnaryCall;
  ListFiles(argument: _portico_content_v1_ListFilesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListFilesResponse__Output>): grpc.ClientUnaryCall;
  ListFiles(argument: _portico_content_v1_ListFilesRequest, callback: grpc.requestCallback<_portico_content_v1_ListFilesResponse__Output>): grpc.ClientUnaryCall;
  listFiles(argument: _portico_content_v1_ListFilesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListFilesResponse__Output>): grpc.ClientUnaryCall;
  listFiles(argument: _portico_content_v1_ListFilesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListFilesResponse__Output>): grpc.ClientUnaryCall;
  listFiles(argument: _portico_content_v1_ListFilesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListFilesResponse__Output>): grpc.ClientUnaryCall;
  listFiles(argument: _portico_content_v1_ListFilesRequest, callback: grpc.requestCallback<_portico_content_v1_ListFilesResponse__Output>): grpc.ClientUnaryCall;
  
  ListFolder(argument: _portico_content_v1_ListFolderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_FolderListing__Output>): grpc.ClientUnaryCall;
  ListFolder(argument: _portico_content_v1_ListFolderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_FolderListing__Output>): grpc.ClientUnaryCall;
  ListFolder(argument: _portico_content_v1_ListFolderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_FolderListing__Output>): grpc.ClientUnaryCall;
  ListFolder(argument: _portico_content_v1_ListFolderRequest, callback: grpc.requestCallback<_portico_content_v1_FolderListing__Output>): grpc.ClientUnaryCall;
  listFolder(argument: _portico_content_v1_ListFolderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_FolderListing__Output>): grpc.ClientUnaryCall;
  listFolder(argument: _portico_content_v1_ListFolderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_FolderListing__Output>): grpc.ClientUnaryCall;
  listFolder(argument: _portico_content_v1_ListFolderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_FolderListing__Output>): grpc.ClientUnaryCall;
  listFolder(argument: _portico_content_v1_ListFolderRequest, callback: grpc.requestCallback<_portico_content_v1_FolderListing__Output>): grpc.ClientUnaryCall;
  
  ListMyTasks(argument: _portico_content_v1_ListMyTasksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListTasksResponse__Output>): grpc.ClientUnaryCall;
  ListMyTasks(argument: _portico_content_v1_ListMyTasksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListTasksResponse__Output>): grpc.ClientUnaryCall;
  ListMyTasks(argument: _portico_content_v1_ListMyTasksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListTasksResponse__Output>): grpc.ClientUnaryCall;
  ListMyTasks(argument: _portico_content_v1_ListMyTasksRequest, callback: grpc.requestCallback<_portico_content_v1_ListTasksResponse__Output>): grpc.ClientUnaryCall;
  listMyTasks(argument: _portico_content_v1_ListMyTasksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListTasksResponse__Output>): grpc.ClientUnaryCall;
  listMyTasks(argument: _portico_content_v1_ListMyTasksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListTasksResponse__Output>): grpc.ClientUnaryCall;
  listMyTasks(argument: _portico_content_v1_ListMyTasksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListTasksResponse__Output>): grpc.ClientUnaryCall;
  listMyTasks(argument: _portico_content_v1_ListMyTasksRequest, callback: grpc.requestCallback<_portico_content_v1_ListTasksResponse__Output>): grpc.ClientUnaryCall;
  
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
  
  ListTaskTemplates(argument: _portico_content_v1_ListTaskTemplatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListTaskTemplatesResponse__Output>): grpc.ClientUnaryCall;
  ListTaskTemplates(argument: _portico_content_v1_ListTaskTemplatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListTaskTemplatesResponse__Output>): grpc.ClientUnaryCall;
  ListTaskTemplates(argument: _portico_content_v1_ListTaskTemplatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListTaskTemplatesResponse__Output>): grpc.ClientUnaryCall;
  ListTaskTemplates(argument: _portico_content_v1_ListTaskTemplatesRequest, callback: grpc.requestCallback<_portico_content_v1_ListTaskTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listTaskTemplates(argument: _portico_content_v1_ListTaskTemplatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListTaskTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listTaskTemplates(argument: _portico_content_v1_ListTaskTemplatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListTaskTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listTaskTemplates(argument: _portico_content_v1_ListTaskTemplatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListTaskTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listTaskTemplates(argument: _portico_content_v1_ListTaskTemplatesRequest, callback: grpc.requestCallback<_portico_content_v1_ListTaskTemplatesResponse__Output>): grpc.ClientUnaryCall;
  
  ListTasks(argument: _portico_content_v1_ListTasksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListTasksResponse__Output>): grpc.ClientUnaryCall;
  ListTasks(argument: _portico_content_v1_ListTasksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListTasksResponse__Output>): grpc.ClientUnaryCall;
  ListTasks(argument: _portico_content_v1_ListTasksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListTasksResponse__Output>): grpc.ClientUnaryCall;
  ListTasks(argument: _portico_content_v1_ListTasksRequest, callback: grpc.requestCallback<_portico_content_v1_ListTasksResponse__Output>): grpc.ClientUnaryCall;
  listTasks(argument: _portico_content_v1_ListTasksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListTasksResponse__Output>): grpc.ClientUnaryCall;
  listTasks(argument: _portico_content_v1_ListTasksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListTasksResponse__Output>): grpc.ClientUnaryCall;
  listTasks(argument: _portico_content_v1_ListTasksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListTasksResponse__Output>): grpc.ClientUnaryCall;
  listTasks(argument: _portico_content_v1_ListTasksRequest, callback: grpc.requestCallback<_portico_content_v1_ListTasksResponse__Output>): grpc.ClientUnaryCall;
  
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
  
  MoveFile(argument: _portico_content_v1_MoveFileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  MoveFile(argument: _portico_content_v1_MoveFileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  MoveFile(argument: _portico_content_v1_MoveFileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  MoveFile(argument: _portico_content_v1_MoveFileRequest, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  moveFile(argument: _portico_content_v1_MoveFileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  moveFile(argument: _portico_content_v1_MoveFileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  moveFile(argument: _portico_content_v1_MoveFileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  moveFile(argument: _portico_content_v1_MoveFileRequest, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  
  MoveFolder(argument: _portico_content_v1_MoveFolderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Folder__Output>): grpc.ClientUnaryCall;
  MoveFolder(argument: _portico_content_v1_MoveFolderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Folder__Output>): grpc.ClientUnaryCall;
  MoveFolder(argument: _portico_content_v1_MoveFolderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Folder__Output>): grpc.ClientUnaryCall;
  MoveFolder(argument: _portico_content_v1_MoveFolderRequest, callback: grpc.requestCallback<_portico_content_v1_Folder__Output>): grpc.ClientUnaryCall;
  moveFolder(argument: _portico_content_v1_MoveFolderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Folder__Output>): grpc.ClientUnaryCall;
  moveFolder(argument: _portico_content_v1_MoveFolderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Folder__Output>): grpc.ClientUnaryCall;
  moveFolder(argument: _portico_content_v1_MoveFolderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Folder__Output>): grpc.ClientUnaryCall;
  moveFolder(argument: _portico_content_v1_MoveFolderRequest, callback: grpc.requestCallback<_portico_content_v1_Folder__Output>): grpc.ClientUnaryCall;
  
  RecordFileOpened(argument: _portico_content_v1_RecordFileOpenedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  RecordFileOpened(argument: _portico_content_v1_RecordFileOpenedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  RecordFileOpened(argument: _portico_content_v1_RecordFileOpenedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  RecordFileOpened(argument: _portico_content_v1_RecordFileOpenedRequest, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  recordFileOpened(argument: _portico_content_v1_RecordFileOpenedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  recordFileOpened(argument: _portico_content_v1_RecordFileOpenedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  recordFileOpened(argument: _portico_content_v1_RecordFileOpenedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  recordFileOpened(argument: _portico_content_v1_RecordFileOpenedRequest, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  
  RenameFile(argument: _portico_content_v1_RenameFileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  RenameFile(argument: _portico_content_v1_RenameFileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  RenameFile(argument: _portico_content_v1_RenameFileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  RenameFile(argument: _portico_content_v1_RenameFileRequest, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  renameFile(argument: _portico_content_v1_RenameFileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  renameFile(argument: _portico_content_v1_RenameFileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  renameFile(argument: _portico_content_v1_RenameFileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  renameFile(argument: _portico_content_v1_RenameFileRequest, callback: grpc.requestCallback<_portico_content_v1_File__Output>): grpc.ClientUnaryCall;
  
  RenameFolder(argument: _portico_content_v1_RenameFolderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Folder__Output>): grpc.ClientUnaryCall;
  RenameFolder(argument: _portico_content_v1_RenameFolderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Folder__Output>): grpc.ClientUnaryCall;
  RenameFolder(argument: _portico_content_v1_RenameFolderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Folder__Output>): grpc.ClientUnaryCall;
  RenameFolder(argument: _portico_content_v1_RenameFolderRequest, callback: grpc.requestCallback<_portico_content_v1_Folder__Output>): grpc.ClientUnaryCall;
  renameFolder(argument: _portico_content_v1_RenameFolderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Folder__Output>): grpc.ClientUnaryCall;
  renameFolder(argument: _portico_content_v1_RenameFolderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Folder__Output>): grpc.ClientUnaryCall;
  renameFolder(argument: _portico_content_v1_RenameFolderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Folder__Output>): grpc.ClientUnaryCall;
  renameFolder(argument: _portico_content_v1_RenameFolderRequest, callback: grpc.requestCallback<_portico_content_v1_Folder__Output>): grpc.ClientUnaryCall;
  
  ReorderEmbeds(argument: _portico_content_v1_ReorderEmbedsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  ReorderEmbeds(argument: _portico_content_v1_ReorderEmbedsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  ReorderEmbeds(argument: _portico_content_v1_ReorderEmbedsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  ReorderEmbeds(argument: _portico_content_v1_ReorderEmbedsRequest, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  reorderEmbeds(argument: _portico_content_v1_ReorderEmbedsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  reorderEmbeds(argument: _portico_content_v1_ReorderEmbedsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  reorderEmbeds(argument: _portico_content_v1_ReorderEmbedsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  reorderEmbeds(argument: _portico_content_v1_ReorderEmbedsRequest, callback: grpc.requestCallback<_portico_content_v1_ListEmbedsResponse__Output>): grpc.ClientUnaryCall;
  
  RequestApproval(argument: _portico_content_v1_RequestApprovalRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Approval__Output>): grpc.ClientUnaryCall;
  RequestApproval(argument: _portico_content_v1_RequestApprovalRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Approval__Output>): grpc.ClientUnaryCall;
  RequestApproval(argument: _portico_content_v1_RequestApprovalRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Approval__Output>): grpc.ClientUnaryCall;
  RequestApproval(argument: _portico_content_v1_RequestApprovalRequest, callback: grpc.requestCallback<_portico_content_v1_Approval__Output>): grpc.ClientUnaryCall;
  requestApproval(argument: _portico_content_v1_RequestApprovalRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Approval__Output>): grpc.ClientUnaryCall;
  requestApproval(argument: _portico_content_v1_RequestApprovalRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Approval__Output>): grpc.ClientUnaryCall;
  requestApproval(argument: _portico_content_v1_RequestApprovalRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Approval__Output>): grpc.ClientUnaryCall;
  requestApproval(argument: _portico_content_v1_RequestApprovalRequest, callback: grpc.requestCallback<_portico_content_v1_Approval__Output>): grpc.ClientUnaryCall;
  
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
  
  SetTaskDone(argument: _portico_content_v1_SetTaskDoneRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Task__Output>): grpc.ClientUnaryCall;
  SetTaskDone(argument: _portico_content_v1_SetTaskDoneRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Task__Output>): grpc.ClientUnaryCall;
  SetTaskDone(argument: _portico_content_v1_SetTaskDoneRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Task__Output>): grpc.ClientUnaryCall;
  SetTaskDone(argument: _portico_content_v1_SetTaskDoneRequest, callback: grpc.requestCallback<_portico_content_v1_Task__Output>): grpc.ClientUnaryCall;
  setTaskDone(argument: _portico_content_v1_SetTaskDoneRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Task__Output>): grpc.ClientUnaryCall;
  setTaskDone(argument: _portico_content_v1_SetTaskDoneRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_Task__Output>): grpc.ClientUnaryCall;
  setTaskDone(argument: _portico_content_v1_SetTaskDoneRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_Task__Output>): grpc.ClientUnaryCall;
  setTaskDone(argument: _portico_content_v1_SetTaskDoneRequest, callback: grpc.requestCallback<_portico_content_v1_Task__Output>): grpc.ClientUnaryCall;
  
  SetTaskReminderSettings(argument: _portico_content_v1_TaskReminderSettings, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_TaskReminderSettings__Output>): grpc.ClientUnaryCall;
  SetTaskReminderSettings(argument: _portico_content_v1_TaskReminderSettings, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_TaskReminderSettings__Output>): grpc.ClientUnaryCall;
  SetTaskReminderSettings(argument: _portico_content_v1_TaskReminderSettings, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_TaskReminderSettings__Output>): grpc.ClientUnaryCall;
  SetTaskReminderSettings(argument: _portico_content_v1_TaskReminderSettings, callback: grpc.requestCallback<_portico_content_v1_TaskReminderSettings__Output>): grpc.ClientUnaryCall;
  setTaskReminderSettings(argument: _portico_content_v1_TaskReminderSettings, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_TaskReminderSettings__Output>): grpc.ClientUnaryCall;
  setTaskReminderSettings(argument: _portico_content_v1_TaskReminderSettings, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_content_v1_TaskReminderSettings__Output>): grpc.ClientUnaryCall;
  setTaskReminderSettings(argument: _portico_content_v1_TaskReminderSettings, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_content_v1_TaskReminderSettings__Output>): grpc.ClientUnaryCall;
  setTaskReminderSettings(argument: _portico_content_v1_TaskReminderSettings, callback: grpc.requestCallback<_portico_content_v1_TaskReminderSettings__Output>): grpc.ClientUnaryCall;
  
}

export interface ContentServiceHandlers extends grpc.UntypedServiceImplementation {
  CheckEmbedFraming: grpc.handleUnaryCall<_portico_content_v1_CheckEmbedFramingRequest__Output, _portico_content_v1_FramingCheck>;
  
  CreateDownloadGrant: grpc.handleUnaryCall<_portico_content_v1_CreateDownloadGrantRequest__Output, _portico_content_v1_DownloadGrant>;
  
  CreateEmbed: grpc.handleUnaryCall<_portico_content_v1_CreateEmbedRequest__Output, _portico_content_v1_EmbedSaved>;
  
  CreateFileRequest: grpc.handleUnaryCall<_portico_content_v1_CreateFileRequestRequest__Output, _portico_content_v1_FileRequest>;
  
  CreateFolder: grpc.handleUnaryCall<_portico_content_v1_CreateFolderRequest__Output, _portico_content_v1_Folder>;
  
  CreateSuperEmbed: grpc.handleUnaryCall<_portico_content_v1_CreateSuperEmbedRequest__Output, _portico_content_v1_EmbedSaved>;
  
  CreateTask: grpc.handleUnaryCall<_portico_content_v1_CreateTaskRequest__Output, _portico_content_v1_Task>;
  
  CreateTaskTemplate: grpc.handleUnaryCall<_portico_content_v1_CreateTaskTemplateRequest__Output, _portico_content_v1_TaskTemplate>;
  
  CreateUploadGrant: grpc.handleUnaryCall<_portico_content_v1_CreateUploadGrantRequest__Output, _portico_content_v1_UploadGrant>;
  
  CreateVersionDownloadGrant: grpc.handleUnaryCall<_portico_content_v1_CreateVersionDownloadGrantRequest__Output, _portico_content_v1_DownloadGrant>;
  
  CreateVouchedDownloadGrant: grpc.handleUnaryCall<_portico_content_v1_CreateVouchedDownloadGrantRequest__Output, _portico_content_v1_DownloadGrant>;
  
  CreateZipDownloadGrant: grpc.handleUnaryCall<_portico_content_v1_CreateZipDownloadGrantRequest__Output, _portico_content_v1_DownloadGrant>;
  
  DecideApproval: grpc.handleUnaryCall<_portico_content_v1_DecideApprovalRequest__Output, _portico_content_v1_Approval>;
  
  DeleteEmbed: grpc.handleUnaryCall<_portico_content_v1_DeleteEmbedRequest__Output, _portico_content_v1_DeleteEmbedResponse>;
  
  DeleteFile: grpc.handleUnaryCall<_portico_content_v1_DeleteFileRequest__Output, _portico_content_v1_DeleteFileResponse>;
  
  DeleteFolder: grpc.handleUnaryCall<_portico_content_v1_DeleteFolderRequest__Output, _portico_content_v1_DeleteFolderResponse>;
  
  DeleteTask: grpc.handleUnaryCall<_portico_content_v1_DeleteTaskRequest__Output, _portico_content_v1_DeleteTaskResponse>;
  
  DeleteTaskTemplate: grpc.handleUnaryCall<_portico_content_v1_DeleteTaskTemplateRequest__Output, _portico_content_v1_DeleteTaskTemplateResponse>;
  
  GetEmbed: grpc.handleUnaryCall<_portico_content_v1_GetEmbedRequest__Output, _portico_content_v1_Embed>;
  
  GetEmbedContextKeys: grpc.handleUnaryCall<_portico_content_v1_GetEmbedContextKeysRequest__Output, _portico_content_v1_EmbedContextKeys>;
  
  GetFile: grpc.handleUnaryCall<_portico_content_v1_GetFileRequest__Output, _portico_content_v1_File>;
  
  GetFileRequest: grpc.handleUnaryCall<_portico_content_v1_GetFileRequestRequest__Output, _portico_content_v1_FileRequest>;
  
  GetPlatformStorage: grpc.handleUnaryCall<_portico_content_v1_GetPlatformStorageRequest__Output, _portico_content_v1_PlatformStorage>;
  
  GetStorageUsage: grpc.handleUnaryCall<_portico_content_v1_GetStorageUsageRequest__Output, _portico_content_v1_StorageUsage>;
  
  GetTaskReminderSettings: grpc.handleUnaryCall<_portico_content_v1_GetTaskReminderSettingsRequest__Output, _portico_content_v1_TaskReminderSettings>;
  
  ListAwaitingApprovals: grpc.handleUnaryCall<_portico_content_v1_ListAwaitingApprovalsRequest__Output, _portico_content_v1_ListApprovalsResponse>;
  
  ListEmbedOrigins: grpc.handleUnaryCall<_portico_content_v1_ListEmbedOriginsRequest__Output, _portico_content_v1_ListEmbedOriginsResponse>;
  
  ListEmbeds: grpc.handleUnaryCall<_portico_content_v1_ListEmbedsRequest__Output, _portico_content_v1_ListEmbedsResponse>;
  
  ListFileApprovals: grpc.handleUnaryCall<_portico_content_v1_ListFileApprovalsRequest__Output, _portico_content_v1_ListApprovalsResponse>;
  
  ListFileVersions: grpc.handleUnaryCall<_portico_content_v1_ListFileVersionsRequest__Output, _portico_content_v1_ListFileVersionsResponse>;
  
  ListFiles: grpc.handleUnaryCall<_portico_content_v1_ListFilesRequest__Output, _portico_content_v1_ListFilesResponse>;
  
  ListFolder: grpc.handleUnaryCall<_portico_content_v1_ListFolderRequest__Output, _portico_content_v1_FolderListing>;
  
  ListMyTasks: grpc.handleUnaryCall<_portico_content_v1_ListMyTasksRequest__Output, _portico_content_v1_ListTasksResponse>;
  
  ListRecentUploads: grpc.handleUnaryCall<_portico_content_v1_ListRecentUploadsRequest__Output, _portico_content_v1_ListFilesResponse>;
  
  ListSuperEmbeds: grpc.handleUnaryCall<_portico_content_v1_ListSuperEmbedsRequest__Output, _portico_content_v1_ListEmbedsResponse>;
  
  ListTaskTemplates: grpc.handleUnaryCall<_portico_content_v1_ListTaskTemplatesRequest__Output, _portico_content_v1_ListTaskTemplatesResponse>;
  
  ListTasks: grpc.handleUnaryCall<_portico_content_v1_ListTasksRequest__Output, _portico_content_v1_ListTasksResponse>;
  
  ListVisibleEmbeds: grpc.handleUnaryCall<_portico_content_v1_ListVisibleEmbedsRequest__Output, _portico_content_v1_ListEmbedsResponse>;
  
  MintEmbedContextToken: grpc.handleUnaryCall<_portico_content_v1_MintEmbedContextTokenRequest__Output, _portico_content_v1_EmbedContextToken>;
  
  MoveFile: grpc.handleUnaryCall<_portico_content_v1_MoveFileRequest__Output, _portico_content_v1_File>;
  
  MoveFolder: grpc.handleUnaryCall<_portico_content_v1_MoveFolderRequest__Output, _portico_content_v1_Folder>;
  
  RecordFileOpened: grpc.handleUnaryCall<_portico_content_v1_RecordFileOpenedRequest__Output, _portico_content_v1_File>;
  
  RenameFile: grpc.handleUnaryCall<_portico_content_v1_RenameFileRequest__Output, _portico_content_v1_File>;
  
  RenameFolder: grpc.handleUnaryCall<_portico_content_v1_RenameFolderRequest__Output, _portico_content_v1_Folder>;
  
  ReorderEmbeds: grpc.handleUnaryCall<_portico_content_v1_ReorderEmbedsRequest__Output, _portico_content_v1_ListEmbedsResponse>;
  
  RequestApproval: grpc.handleUnaryCall<_portico_content_v1_RequestApprovalRequest__Output, _portico_content_v1_Approval>;
  
  SetEmbedActive: grpc.handleUnaryCall<_portico_content_v1_SetEmbedActiveRequest__Output, _portico_content_v1_Embed>;
  
  SetEmbedPassContext: grpc.handleUnaryCall<_portico_content_v1_SetEmbedPassContextRequest__Output, _portico_content_v1_Embed>;
  
  SetTaskDone: grpc.handleUnaryCall<_portico_content_v1_SetTaskDoneRequest__Output, _portico_content_v1_Task>;
  
  SetTaskReminderSettings: grpc.handleUnaryCall<_portico_content_v1_TaskReminderSettings__Output, _portico_content_v1_TaskReminderSettings>;
  
}

export interface ContentServiceDefinition extends grpc.ServiceDefinition {
  CheckEmbedFraming: MethodDefinition<_portico_content_v1_CheckEmbedFramingRequest, _portico_content_v1_FramingCheck, _portico_content_v1_CheckEmbedFramingRequest__Output, _portico_content_v1_FramingCheck__Output>
  CreateDownloadGrant: MethodDefinition<_portico_content_v1_CreateDownloadGrantRequest, _portico_content_v1_DownloadGrant, _portico_content_v1_CreateDownloadGrantRequest__Output, _portico_content_v1_DownloadGrant__Output>
  CreateEmbed: MethodDefinition<_portico_content_v1_CreateEmbedRequest, _portico_content_v1_EmbedSaved, _portico_content_v1_CreateEmbedRequest__Output, _portico_content_v1_EmbedSaved__Output>
  CreateFileRequest: MethodDefinition<_portico_content_v1_CreateFileRequestRequest, _portico_content_v1_FileRequest, _portico_content_v1_CreateFileRequestRequest__Output, _portico_content_v1_FileRequest__Output>
  CreateFolder: MethodDefinition<_portico_content_v1_CreateFolderRequest, _portico_content_v1_Folder, _portico_content_v1_CreateFolderRequest__Output, _portico_content_v1_Folder__Output>
  CreateSuperEmbed: MethodDefinition<_portico_content_v1_CreateSuperEmbedRequest, _portico_content_v1_EmbedSaved, _portico_content_v1_CreateSuperEmbedRequest__Output, _portico_content_v1_EmbedSaved__Output>
  CreateTask: MethodDefinition<_portico_content_v1_CreateTaskRequest, _portico_content_v1_Task, _portico_content_v1_CreateTaskRequest__Output, _portico_content_v1_Task__Output>
  CreateTaskTemplate: MethodDefinition<_portico_content_v1_CreateTaskTemplateRequest, _portico_content_v1_TaskTemplate, _portico_content_v1_CreateTaskTemplateRequest__Output, _portico_content_v1_TaskTemplate__Output>
  CreateUploadGrant: MethodDefinition<_portico_content_v1_CreateUploadGrantRequest, _portico_content_v1_UploadGrant, _portico_content_v1_CreateUploadGrantRequest__Output, _portico_content_v1_UploadGrant__Output>
  CreateVersionDownloadGrant: MethodDefinition<_portico_content_v1_CreateVersionDownloadGrantRequest, _portico_content_v1_DownloadGrant, _portico_content_v1_CreateVersionDownloadGrantRequest__Output, _portico_content_v1_DownloadGrant__Output>
  CreateVouchedDownloadGrant: MethodDefinition<_portico_content_v1_CreateVouchedDownloadGrantRequest, _portico_content_v1_DownloadGrant, _portico_content_v1_CreateVouchedDownloadGrantRequest__Output, _portico_content_v1_DownloadGrant__Output>
  CreateZipDownloadGrant: MethodDefinition<_portico_content_v1_CreateZipDownloadGrantRequest, _portico_content_v1_DownloadGrant, _portico_content_v1_CreateZipDownloadGrantRequest__Output, _portico_content_v1_DownloadGrant__Output>
  DecideApproval: MethodDefinition<_portico_content_v1_DecideApprovalRequest, _portico_content_v1_Approval, _portico_content_v1_DecideApprovalRequest__Output, _portico_content_v1_Approval__Output>
  DeleteEmbed: MethodDefinition<_portico_content_v1_DeleteEmbedRequest, _portico_content_v1_DeleteEmbedResponse, _portico_content_v1_DeleteEmbedRequest__Output, _portico_content_v1_DeleteEmbedResponse__Output>
  DeleteFile: MethodDefinition<_portico_content_v1_DeleteFileRequest, _portico_content_v1_DeleteFileResponse, _portico_content_v1_DeleteFileRequest__Output, _portico_content_v1_DeleteFileResponse__Output>
  DeleteFolder: MethodDefinition<_portico_content_v1_DeleteFolderRequest, _portico_content_v1_DeleteFolderResponse, _portico_content_v1_DeleteFolderRequest__Output, _portico_content_v1_DeleteFolderResponse__Output>
  DeleteTask: MethodDefinition<_portico_content_v1_DeleteTaskRequest, _portico_content_v1_DeleteTaskResponse, _portico_content_v1_DeleteTaskRequest__Output, _portico_content_v1_DeleteTaskResponse__Output>
  DeleteTaskTemplate: MethodDefinition<_portico_content_v1_DeleteTaskTemplateRequest, _portico_content_v1_DeleteTaskTemplateResponse, _portico_content_v1_DeleteTaskTemplateRequest__Output, _portico_content_v1_DeleteTaskTemplateResponse__Output>
  GetEmbed: MethodDefinition<_portico_content_v1_GetEmbedRequest, _portico_content_v1_Embed, _portico_content_v1_GetEmbedRequest__Output, _portico_content_v1_Embed__Output>
  GetEmbedContextKeys: MethodDefinition<_portico_content_v1_GetEmbedContextKeysRequest, _portico_content_v1_EmbedContextKeys, _portico_content_v1_GetEmbedContextKeysRequest__Output, _portico_content_v1_EmbedContextKeys__Output>
  GetFile: MethodDefinition<_portico_content_v1_GetFileRequest, _portico_content_v1_File, _portico_content_v1_GetFileRequest__Output, _portico_content_v1_File__Output>
  GetFileRequest: MethodDefinition<_portico_content_v1_GetFileRequestRequest, _portico_content_v1_FileRequest, _portico_content_v1_GetFileRequestRequest__Output, _portico_content_v1_FileRequest__Output>
  GetPlatformStorage: MethodDefinition<_portico_content_v1_GetPlatformStorageRequest, _portico_content_v1_PlatformStorage, _portico_content_v1_GetPlatformStorageRequest__Output, _portico_content_v1_PlatformStorage__Output>
  GetStorageUsage: MethodDefinition<_portico_content_v1_GetStorageUsageRequest, _portico_content_v1_StorageUsage, _portico_content_v1_GetStorageUsageRequest__Output, _portico_content_v1_StorageUsage__Output>
  GetTaskReminderSettings: MethodDefinition<_portico_content_v1_GetTaskReminderSettingsRequest, _portico_content_v1_TaskReminderSettings, _portico_content_v1_GetTaskReminderSettingsRequest__Output, _portico_content_v1_TaskReminderSettings__Output>
  ListAwaitingApprovals: MethodDefinition<_portico_content_v1_ListAwaitingApprovalsRequest, _portico_content_v1_ListApprovalsResponse, _portico_content_v1_ListAwaitingApprovalsRequest__Output, _portico_content_v1_ListApprovalsResponse__Output>
  ListEmbedOrigins: MethodDefinition<_portico_content_v1_ListEmbedOriginsRequest, _portico_content_v1_ListEmbedOriginsResponse, _portico_content_v1_ListEmbedOriginsRequest__Output, _portico_content_v1_ListEmbedOriginsResponse__Output>
  ListEmbeds: MethodDefinition<_portico_content_v1_ListEmbedsRequest, _portico_content_v1_ListEmbedsResponse, _portico_content_v1_ListEmbedsRequest__Output, _portico_content_v1_ListEmbedsResponse__Output>
  ListFileApprovals: MethodDefinition<_portico_content_v1_ListFileApprovalsRequest, _portico_content_v1_ListApprovalsResponse, _portico_content_v1_ListFileApprovalsRequest__Output, _portico_content_v1_ListApprovalsResponse__Output>
  ListFileVersions: MethodDefinition<_portico_content_v1_ListFileVersionsRequest, _portico_content_v1_ListFileVersionsResponse, _portico_content_v1_ListFileVersionsRequest__Output, _portico_content_v1_ListFileVersionsResponse__Output>
  ListFiles: MethodDefinition<_portico_content_v1_ListFilesRequest, _portico_content_v1_ListFilesResponse, _portico_content_v1_ListFilesRequest__Output, _portico_content_v1_ListFilesResponse__Output>
  ListFolder: MethodDefinition<_portico_content_v1_ListFolderRequest, _portico_content_v1_FolderListing, _portico_content_v1_ListFolderRequest__Output, _portico_content_v1_FolderListing__Output>
  ListMyTasks: MethodDefinition<_portico_content_v1_ListMyTasksRequest, _portico_content_v1_ListTasksResponse, _portico_content_v1_ListMyTasksRequest__Output, _portico_content_v1_ListTasksResponse__Output>
  ListRecentUploads: MethodDefinition<_portico_content_v1_ListRecentUploadsRequest, _portico_content_v1_ListFilesResponse, _portico_content_v1_ListRecentUploadsRequest__Output, _portico_content_v1_ListFilesResponse__Output>
  ListSuperEmbeds: MethodDefinition<_portico_content_v1_ListSuperEmbedsRequest, _portico_content_v1_ListEmbedsResponse, _portico_content_v1_ListSuperEmbedsRequest__Output, _portico_content_v1_ListEmbedsResponse__Output>
  ListTaskTemplates: MethodDefinition<_portico_content_v1_ListTaskTemplatesRequest, _portico_content_v1_ListTaskTemplatesResponse, _portico_content_v1_ListTaskTemplatesRequest__Output, _portico_content_v1_ListTaskTemplatesResponse__Output>
  ListTasks: MethodDefinition<_portico_content_v1_ListTasksRequest, _portico_content_v1_ListTasksResponse, _portico_content_v1_ListTasksRequest__Output, _portico_content_v1_ListTasksResponse__Output>
  ListVisibleEmbeds: MethodDefinition<_portico_content_v1_ListVisibleEmbedsRequest, _portico_content_v1_ListEmbedsResponse, _portico_content_v1_ListVisibleEmbedsRequest__Output, _portico_content_v1_ListEmbedsResponse__Output>
  MintEmbedContextToken: MethodDefinition<_portico_content_v1_MintEmbedContextTokenRequest, _portico_content_v1_EmbedContextToken, _portico_content_v1_MintEmbedContextTokenRequest__Output, _portico_content_v1_EmbedContextToken__Output>
  MoveFile: MethodDefinition<_portico_content_v1_MoveFileRequest, _portico_content_v1_File, _portico_content_v1_MoveFileRequest__Output, _portico_content_v1_File__Output>
  MoveFolder: MethodDefinition<_portico_content_v1_MoveFolderRequest, _portico_content_v1_Folder, _portico_content_v1_MoveFolderRequest__Output, _portico_content_v1_Folder__Output>
  RecordFileOpened: MethodDefinition<_portico_content_v1_RecordFileOpenedRequest, _portico_content_v1_File, _portico_content_v1_RecordFileOpenedRequest__Output, _portico_content_v1_File__Output>
  RenameFile: MethodDefinition<_portico_content_v1_RenameFileRequest, _portico_content_v1_File, _portico_content_v1_RenameFileRequest__Output, _portico_content_v1_File__Output>
  RenameFolder: MethodDefinition<_portico_content_v1_RenameFolderRequest, _portico_content_v1_Folder, _portico_content_v1_RenameFolderRequest__Output, _portico_content_v1_Folder__Output>
  ReorderEmbeds: MethodDefinition<_portico_content_v1_ReorderEmbedsRequest, _portico_content_v1_ListEmbedsResponse, _portico_content_v1_ReorderEmbedsRequest__Output, _portico_content_v1_ListEmbedsResponse__Output>
  RequestApproval: MethodDefinition<_portico_content_v1_RequestApprovalRequest, _portico_content_v1_Approval, _portico_content_v1_RequestApprovalRequest__Output, _portico_content_v1_Approval__Output>
  SetEmbedActive: MethodDefinition<_portico_content_v1_SetEmbedActiveRequest, _portico_content_v1_Embed, _portico_content_v1_SetEmbedActiveRequest__Output, _portico_content_v1_Embed__Output>
  SetEmbedPassContext: MethodDefinition<_portico_content_v1_SetEmbedPassContextRequest, _portico_content_v1_Embed, _portico_content_v1_SetEmbedPassContextRequest__Output, _portico_content_v1_Embed__Output>
  SetTaskDone: MethodDefinition<_portico_content_v1_SetTaskDoneRequest, _portico_content_v1_Task, _portico_content_v1_SetTaskDoneRequest__Output, _portico_content_v1_Task__Output>
  SetTaskReminderSettings: MethodDefinition<_portico_content_v1_TaskReminderSettings, _portico_content_v1_TaskReminderSettings, _portico_content_v1_TaskReminderSettings__Output, _portico_content_v1_TaskReminderSettings__Output>
}
