import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Approval as _portico_content_v1_Approval, Approval__Output as _portico_content_v1_Approval__Output } from './portico/content/v1/Approval';
import type { ApprovalDecision as _portico_content_v1_ApprovalDecision, ApprovalDecision__Output as _portico_content_v1_ApprovalDecision__Output } from './portico/content/v1/ApprovalDecision';
import type { CheckEmbedFramingRequest as _portico_content_v1_CheckEmbedFramingRequest, CheckEmbedFramingRequest__Output as _portico_content_v1_CheckEmbedFramingRequest__Output } from './portico/content/v1/CheckEmbedFramingRequest';
import type { ContentServiceClient as _portico_content_v1_ContentServiceClient, ContentServiceDefinition as _portico_content_v1_ContentServiceDefinition } from './portico/content/v1/ContentService';
import type { CreateDownloadGrantRequest as _portico_content_v1_CreateDownloadGrantRequest, CreateDownloadGrantRequest__Output as _portico_content_v1_CreateDownloadGrantRequest__Output } from './portico/content/v1/CreateDownloadGrantRequest';
import type { CreateEmbedRequest as _portico_content_v1_CreateEmbedRequest, CreateEmbedRequest__Output as _portico_content_v1_CreateEmbedRequest__Output } from './portico/content/v1/CreateEmbedRequest';
import type { CreateFileRequestRequest as _portico_content_v1_CreateFileRequestRequest, CreateFileRequestRequest__Output as _portico_content_v1_CreateFileRequestRequest__Output } from './portico/content/v1/CreateFileRequestRequest';
import type { CreateFolderRequest as _portico_content_v1_CreateFolderRequest, CreateFolderRequest__Output as _portico_content_v1_CreateFolderRequest__Output } from './portico/content/v1/CreateFolderRequest';
import type { CreateSuperEmbedRequest as _portico_content_v1_CreateSuperEmbedRequest, CreateSuperEmbedRequest__Output as _portico_content_v1_CreateSuperEmbedRequest__Output } from './portico/content/v1/CreateSuperEmbedRequest';
import type { CreateTaskRequest as _portico_content_v1_CreateTaskRequest, CreateTaskRequest__Output as _portico_content_v1_CreateTaskRequest__Output } from './portico/content/v1/CreateTaskRequest';
import type { CreateTaskTemplateRequest as _portico_content_v1_CreateTaskTemplateRequest, CreateTaskTemplateRequest__Output as _portico_content_v1_CreateTaskTemplateRequest__Output } from './portico/content/v1/CreateTaskTemplateRequest';
import type { CreateUploadGrantRequest as _portico_content_v1_CreateUploadGrantRequest, CreateUploadGrantRequest__Output as _portico_content_v1_CreateUploadGrantRequest__Output } from './portico/content/v1/CreateUploadGrantRequest';
import type { CreateVersionDownloadGrantRequest as _portico_content_v1_CreateVersionDownloadGrantRequest, CreateVersionDownloadGrantRequest__Output as _portico_content_v1_CreateVersionDownloadGrantRequest__Output } from './portico/content/v1/CreateVersionDownloadGrantRequest';
import type { CreateVouchedDownloadGrantRequest as _portico_content_v1_CreateVouchedDownloadGrantRequest, CreateVouchedDownloadGrantRequest__Output as _portico_content_v1_CreateVouchedDownloadGrantRequest__Output } from './portico/content/v1/CreateVouchedDownloadGrantRequest';
import type { CreateZipDownloadGrantRequest as _portico_content_v1_CreateZipDownloadGrantRequest, CreateZipDownloadGrantRequest__Output as _portico_content_v1_CreateZipDownloadGrantRequest__Output } from './portico/content/v1/CreateZipDownloadGrantRequest';
import type { DecideApprovalRequest as _portico_content_v1_DecideApprovalRequest, DecideApprovalRequest__Output as _portico_content_v1_DecideApprovalRequest__Output } from './portico/content/v1/DecideApprovalRequest';
import type { DeleteEmbedRequest as _portico_content_v1_DeleteEmbedRequest, DeleteEmbedRequest__Output as _portico_content_v1_DeleteEmbedRequest__Output } from './portico/content/v1/DeleteEmbedRequest';
import type { DeleteEmbedResponse as _portico_content_v1_DeleteEmbedResponse, DeleteEmbedResponse__Output as _portico_content_v1_DeleteEmbedResponse__Output } from './portico/content/v1/DeleteEmbedResponse';
import type { DeleteFileRequest as _portico_content_v1_DeleteFileRequest, DeleteFileRequest__Output as _portico_content_v1_DeleteFileRequest__Output } from './portico/content/v1/DeleteFileRequest';
import type { DeleteFileResponse as _portico_content_v1_DeleteFileResponse, DeleteFileResponse__Output as _portico_content_v1_DeleteFileResponse__Output } from './portico/content/v1/DeleteFileResponse';
import type { DeleteFolderRequest as _portico_content_v1_DeleteFolderRequest, DeleteFolderRequest__Output as _portico_content_v1_DeleteFolderRequest__Output } from './portico/content/v1/DeleteFolderRequest';
import type { DeleteFolderResponse as _portico_content_v1_DeleteFolderResponse, DeleteFolderResponse__Output as _portico_content_v1_DeleteFolderResponse__Output } from './portico/content/v1/DeleteFolderResponse';
import type { DeleteTaskRequest as _portico_content_v1_DeleteTaskRequest, DeleteTaskRequest__Output as _portico_content_v1_DeleteTaskRequest__Output } from './portico/content/v1/DeleteTaskRequest';
import type { DeleteTaskResponse as _portico_content_v1_DeleteTaskResponse, DeleteTaskResponse__Output as _portico_content_v1_DeleteTaskResponse__Output } from './portico/content/v1/DeleteTaskResponse';
import type { DeleteTaskTemplateRequest as _portico_content_v1_DeleteTaskTemplateRequest, DeleteTaskTemplateRequest__Output as _portico_content_v1_DeleteTaskTemplateRequest__Output } from './portico/content/v1/DeleteTaskTemplateRequest';
import type { DeleteTaskTemplateResponse as _portico_content_v1_DeleteTaskTemplateResponse, DeleteTaskTemplateResponse__Output as _portico_content_v1_DeleteTaskTemplateResponse__Output } from './portico/content/v1/DeleteTaskTemplateResponse';
import type { DownloadGrant as _portico_content_v1_DownloadGrant, DownloadGrant__Output as _portico_content_v1_DownloadGrant__Output } from './portico/content/v1/DownloadGrant';
import type { Embed as _portico_content_v1_Embed, Embed__Output as _portico_content_v1_Embed__Output } from './portico/content/v1/Embed';
import type { EmbedContextKeys as _portico_content_v1_EmbedContextKeys, EmbedContextKeys__Output as _portico_content_v1_EmbedContextKeys__Output } from './portico/content/v1/EmbedContextKeys';
import type { EmbedContextToken as _portico_content_v1_EmbedContextToken, EmbedContextToken__Output as _portico_content_v1_EmbedContextToken__Output } from './portico/content/v1/EmbedContextToken';
import type { EmbedSaved as _portico_content_v1_EmbedSaved, EmbedSaved__Output as _portico_content_v1_EmbedSaved__Output } from './portico/content/v1/EmbedSaved';
import type { File as _portico_content_v1_File, File__Output as _portico_content_v1_File__Output } from './portico/content/v1/File';
import type { FileRequest as _portico_content_v1_FileRequest, FileRequest__Output as _portico_content_v1_FileRequest__Output } from './portico/content/v1/FileRequest';
import type { FileVersion as _portico_content_v1_FileVersion, FileVersion__Output as _portico_content_v1_FileVersion__Output } from './portico/content/v1/FileVersion';
import type { Folder as _portico_content_v1_Folder, Folder__Output as _portico_content_v1_Folder__Output } from './portico/content/v1/Folder';
import type { FolderListing as _portico_content_v1_FolderListing, FolderListing__Output as _portico_content_v1_FolderListing__Output } from './portico/content/v1/FolderListing';
import type { FramingCheck as _portico_content_v1_FramingCheck, FramingCheck__Output as _portico_content_v1_FramingCheck__Output } from './portico/content/v1/FramingCheck';
import type { GetEmbedContextKeysRequest as _portico_content_v1_GetEmbedContextKeysRequest, GetEmbedContextKeysRequest__Output as _portico_content_v1_GetEmbedContextKeysRequest__Output } from './portico/content/v1/GetEmbedContextKeysRequest';
import type { GetEmbedRequest as _portico_content_v1_GetEmbedRequest, GetEmbedRequest__Output as _portico_content_v1_GetEmbedRequest__Output } from './portico/content/v1/GetEmbedRequest';
import type { GetFileRequest as _portico_content_v1_GetFileRequest, GetFileRequest__Output as _portico_content_v1_GetFileRequest__Output } from './portico/content/v1/GetFileRequest';
import type { GetFileRequestRequest as _portico_content_v1_GetFileRequestRequest, GetFileRequestRequest__Output as _portico_content_v1_GetFileRequestRequest__Output } from './portico/content/v1/GetFileRequestRequest';
import type { GetPlatformStorageRequest as _portico_content_v1_GetPlatformStorageRequest, GetPlatformStorageRequest__Output as _portico_content_v1_GetPlatformStorageRequest__Output } from './portico/content/v1/GetPlatformStorageRequest';
import type { GetStorageUsageRequest as _portico_content_v1_GetStorageUsageRequest, GetStorageUsageRequest__Output as _portico_content_v1_GetStorageUsageRequest__Output } from './portico/content/v1/GetStorageUsageRequest';
import type { GetTaskReminderSettingsRequest as _portico_content_v1_GetTaskReminderSettingsRequest, GetTaskReminderSettingsRequest__Output as _portico_content_v1_GetTaskReminderSettingsRequest__Output } from './portico/content/v1/GetTaskReminderSettingsRequest';
import type { ListApprovalsResponse as _portico_content_v1_ListApprovalsResponse, ListApprovalsResponse__Output as _portico_content_v1_ListApprovalsResponse__Output } from './portico/content/v1/ListApprovalsResponse';
import type { ListAwaitingApprovalsRequest as _portico_content_v1_ListAwaitingApprovalsRequest, ListAwaitingApprovalsRequest__Output as _portico_content_v1_ListAwaitingApprovalsRequest__Output } from './portico/content/v1/ListAwaitingApprovalsRequest';
import type { ListEmbedOriginsRequest as _portico_content_v1_ListEmbedOriginsRequest, ListEmbedOriginsRequest__Output as _portico_content_v1_ListEmbedOriginsRequest__Output } from './portico/content/v1/ListEmbedOriginsRequest';
import type { ListEmbedOriginsResponse as _portico_content_v1_ListEmbedOriginsResponse, ListEmbedOriginsResponse__Output as _portico_content_v1_ListEmbedOriginsResponse__Output } from './portico/content/v1/ListEmbedOriginsResponse';
import type { ListEmbedsRequest as _portico_content_v1_ListEmbedsRequest, ListEmbedsRequest__Output as _portico_content_v1_ListEmbedsRequest__Output } from './portico/content/v1/ListEmbedsRequest';
import type { ListEmbedsResponse as _portico_content_v1_ListEmbedsResponse, ListEmbedsResponse__Output as _portico_content_v1_ListEmbedsResponse__Output } from './portico/content/v1/ListEmbedsResponse';
import type { ListFileApprovalsRequest as _portico_content_v1_ListFileApprovalsRequest, ListFileApprovalsRequest__Output as _portico_content_v1_ListFileApprovalsRequest__Output } from './portico/content/v1/ListFileApprovalsRequest';
import type { ListFileVersionsRequest as _portico_content_v1_ListFileVersionsRequest, ListFileVersionsRequest__Output as _portico_content_v1_ListFileVersionsRequest__Output } from './portico/content/v1/ListFileVersionsRequest';
import type { ListFileVersionsResponse as _portico_content_v1_ListFileVersionsResponse, ListFileVersionsResponse__Output as _portico_content_v1_ListFileVersionsResponse__Output } from './portico/content/v1/ListFileVersionsResponse';
import type { ListFilesRequest as _portico_content_v1_ListFilesRequest, ListFilesRequest__Output as _portico_content_v1_ListFilesRequest__Output } from './portico/content/v1/ListFilesRequest';
import type { ListFilesResponse as _portico_content_v1_ListFilesResponse, ListFilesResponse__Output as _portico_content_v1_ListFilesResponse__Output } from './portico/content/v1/ListFilesResponse';
import type { ListFolderRequest as _portico_content_v1_ListFolderRequest, ListFolderRequest__Output as _portico_content_v1_ListFolderRequest__Output } from './portico/content/v1/ListFolderRequest';
import type { ListMyTasksRequest as _portico_content_v1_ListMyTasksRequest, ListMyTasksRequest__Output as _portico_content_v1_ListMyTasksRequest__Output } from './portico/content/v1/ListMyTasksRequest';
import type { ListRecentUploadsRequest as _portico_content_v1_ListRecentUploadsRequest, ListRecentUploadsRequest__Output as _portico_content_v1_ListRecentUploadsRequest__Output } from './portico/content/v1/ListRecentUploadsRequest';
import type { ListSuperEmbedsRequest as _portico_content_v1_ListSuperEmbedsRequest, ListSuperEmbedsRequest__Output as _portico_content_v1_ListSuperEmbedsRequest__Output } from './portico/content/v1/ListSuperEmbedsRequest';
import type { ListTaskTemplatesRequest as _portico_content_v1_ListTaskTemplatesRequest, ListTaskTemplatesRequest__Output as _portico_content_v1_ListTaskTemplatesRequest__Output } from './portico/content/v1/ListTaskTemplatesRequest';
import type { ListTaskTemplatesResponse as _portico_content_v1_ListTaskTemplatesResponse, ListTaskTemplatesResponse__Output as _portico_content_v1_ListTaskTemplatesResponse__Output } from './portico/content/v1/ListTaskTemplatesResponse';
import type { ListTasksRequest as _portico_content_v1_ListTasksRequest, ListTasksRequest__Output as _portico_content_v1_ListTasksRequest__Output } from './portico/content/v1/ListTasksRequest';
import type { ListTasksResponse as _portico_content_v1_ListTasksResponse, ListTasksResponse__Output as _portico_content_v1_ListTasksResponse__Output } from './portico/content/v1/ListTasksResponse';
import type { ListVisibleEmbedsRequest as _portico_content_v1_ListVisibleEmbedsRequest, ListVisibleEmbedsRequest__Output as _portico_content_v1_ListVisibleEmbedsRequest__Output } from './portico/content/v1/ListVisibleEmbedsRequest';
import type { MintEmbedContextTokenRequest as _portico_content_v1_MintEmbedContextTokenRequest, MintEmbedContextTokenRequest__Output as _portico_content_v1_MintEmbedContextTokenRequest__Output } from './portico/content/v1/MintEmbedContextTokenRequest';
import type { MoveFileRequest as _portico_content_v1_MoveFileRequest, MoveFileRequest__Output as _portico_content_v1_MoveFileRequest__Output } from './portico/content/v1/MoveFileRequest';
import type { MoveFolderRequest as _portico_content_v1_MoveFolderRequest, MoveFolderRequest__Output as _portico_content_v1_MoveFolderRequest__Output } from './portico/content/v1/MoveFolderRequest';
import type { PlatformStorage as _portico_content_v1_PlatformStorage, PlatformStorage__Output as _portico_content_v1_PlatformStorage__Output } from './portico/content/v1/PlatformStorage';
import type { RecordFileOpenedRequest as _portico_content_v1_RecordFileOpenedRequest, RecordFileOpenedRequest__Output as _portico_content_v1_RecordFileOpenedRequest__Output } from './portico/content/v1/RecordFileOpenedRequest';
import type { RenameFileRequest as _portico_content_v1_RenameFileRequest, RenameFileRequest__Output as _portico_content_v1_RenameFileRequest__Output } from './portico/content/v1/RenameFileRequest';
import type { RenameFolderRequest as _portico_content_v1_RenameFolderRequest, RenameFolderRequest__Output as _portico_content_v1_RenameFolderRequest__Output } from './portico/content/v1/RenameFolderRequest';
import type { ReorderEmbedsRequest as _portico_content_v1_ReorderEmbedsRequest, ReorderEmbedsRequest__Output as _portico_content_v1_ReorderEmbedsRequest__Output } from './portico/content/v1/ReorderEmbedsRequest';
import type { RequestApprovalRequest as _portico_content_v1_RequestApprovalRequest, RequestApprovalRequest__Output as _portico_content_v1_RequestApprovalRequest__Output } from './portico/content/v1/RequestApprovalRequest';
import type { SetEmbedActiveRequest as _portico_content_v1_SetEmbedActiveRequest, SetEmbedActiveRequest__Output as _portico_content_v1_SetEmbedActiveRequest__Output } from './portico/content/v1/SetEmbedActiveRequest';
import type { SetEmbedPassContextRequest as _portico_content_v1_SetEmbedPassContextRequest, SetEmbedPassContextRequest__Output as _portico_content_v1_SetEmbedPassContextRequest__Output } from './portico/content/v1/SetEmbedPassContextRequest';
import type { SetTaskDoneRequest as _portico_content_v1_SetTaskDoneRequest, SetTaskDoneRequest__Output as _portico_content_v1_SetTaskDoneRequest__Output } from './portico/content/v1/SetTaskDoneRequest';
import type { StorageUsage as _portico_content_v1_StorageUsage, StorageUsage__Output as _portico_content_v1_StorageUsage__Output } from './portico/content/v1/StorageUsage';
import type { Task as _portico_content_v1_Task, Task__Output as _portico_content_v1_Task__Output } from './portico/content/v1/Task';
import type { TaskAssignee as _portico_content_v1_TaskAssignee, TaskAssignee__Output as _portico_content_v1_TaskAssignee__Output } from './portico/content/v1/TaskAssignee';
import type { TaskReminderSettings as _portico_content_v1_TaskReminderSettings, TaskReminderSettings__Output as _portico_content_v1_TaskReminderSettings__Output } from './portico/content/v1/TaskReminderSettings';
import type { TaskTemplate as _portico_content_v1_TaskTemplate, TaskTemplate__Output as _portico_content_v1_TaskTemplate__Output } from './portico/content/v1/TaskTemplate';
import type { TaskTemplateItem as _portico_content_v1_TaskTemplateItem, TaskTemplateItem__Output as _portico_content_v1_TaskTemplateItem__Output } from './portico/content/v1/TaskTemplateItem';
import type { UploadGrant as _portico_content_v1_UploadGrant, UploadGrant__Output as _portico_content_v1_UploadGrant__Output } from './portico/content/v1/UploadGrant';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  portico: {
    content: {
      v1: {
        Approval: MessageTypeDefinition<_portico_content_v1_Approval, _portico_content_v1_Approval__Output>
        ApprovalDecision: MessageTypeDefinition<_portico_content_v1_ApprovalDecision, _portico_content_v1_ApprovalDecision__Output>
        CheckEmbedFramingRequest: MessageTypeDefinition<_portico_content_v1_CheckEmbedFramingRequest, _portico_content_v1_CheckEmbedFramingRequest__Output>
        ContentService: SubtypeConstructor<typeof grpc.Client, _portico_content_v1_ContentServiceClient> & { service: _portico_content_v1_ContentServiceDefinition }
        CreateDownloadGrantRequest: MessageTypeDefinition<_portico_content_v1_CreateDownloadGrantRequest, _portico_content_v1_CreateDownloadGrantRequest__Output>
        CreateEmbedRequest: MessageTypeDefinition<_portico_content_v1_CreateEmbedRequest, _portico_content_v1_CreateEmbedRequest__Output>
        CreateFileRequestRequest: MessageTypeDefinition<_portico_content_v1_CreateFileRequestRequest, _portico_content_v1_CreateFileRequestRequest__Output>
        CreateFolderRequest: MessageTypeDefinition<_portico_content_v1_CreateFolderRequest, _portico_content_v1_CreateFolderRequest__Output>
        CreateSuperEmbedRequest: MessageTypeDefinition<_portico_content_v1_CreateSuperEmbedRequest, _portico_content_v1_CreateSuperEmbedRequest__Output>
        CreateTaskRequest: MessageTypeDefinition<_portico_content_v1_CreateTaskRequest, _portico_content_v1_CreateTaskRequest__Output>
        CreateTaskTemplateRequest: MessageTypeDefinition<_portico_content_v1_CreateTaskTemplateRequest, _portico_content_v1_CreateTaskTemplateRequest__Output>
        CreateUploadGrantRequest: MessageTypeDefinition<_portico_content_v1_CreateUploadGrantRequest, _portico_content_v1_CreateUploadGrantRequest__Output>
        CreateVersionDownloadGrantRequest: MessageTypeDefinition<_portico_content_v1_CreateVersionDownloadGrantRequest, _portico_content_v1_CreateVersionDownloadGrantRequest__Output>
        CreateVouchedDownloadGrantRequest: MessageTypeDefinition<_portico_content_v1_CreateVouchedDownloadGrantRequest, _portico_content_v1_CreateVouchedDownloadGrantRequest__Output>
        CreateZipDownloadGrantRequest: MessageTypeDefinition<_portico_content_v1_CreateZipDownloadGrantRequest, _portico_content_v1_CreateZipDownloadGrantRequest__Output>
        DecideApprovalRequest: MessageTypeDefinition<_portico_content_v1_DecideApprovalRequest, _portico_content_v1_DecideApprovalRequest__Output>
        DeleteEmbedRequest: MessageTypeDefinition<_portico_content_v1_DeleteEmbedRequest, _portico_content_v1_DeleteEmbedRequest__Output>
        DeleteEmbedResponse: MessageTypeDefinition<_portico_content_v1_DeleteEmbedResponse, _portico_content_v1_DeleteEmbedResponse__Output>
        DeleteFileRequest: MessageTypeDefinition<_portico_content_v1_DeleteFileRequest, _portico_content_v1_DeleteFileRequest__Output>
        DeleteFileResponse: MessageTypeDefinition<_portico_content_v1_DeleteFileResponse, _portico_content_v1_DeleteFileResponse__Output>
        DeleteFolderRequest: MessageTypeDefinition<_portico_content_v1_DeleteFolderRequest, _portico_content_v1_DeleteFolderRequest__Output>
        DeleteFolderResponse: MessageTypeDefinition<_portico_content_v1_DeleteFolderResponse, _portico_content_v1_DeleteFolderResponse__Output>
        DeleteTaskRequest: MessageTypeDefinition<_portico_content_v1_DeleteTaskRequest, _portico_content_v1_DeleteTaskRequest__Output>
        DeleteTaskResponse: MessageTypeDefinition<_portico_content_v1_DeleteTaskResponse, _portico_content_v1_DeleteTaskResponse__Output>
        DeleteTaskTemplateRequest: MessageTypeDefinition<_portico_content_v1_DeleteTaskTemplateRequest, _portico_content_v1_DeleteTaskTemplateRequest__Output>
        DeleteTaskTemplateResponse: MessageTypeDefinition<_portico_content_v1_DeleteTaskTemplateResponse, _portico_content_v1_DeleteTaskTemplateResponse__Output>
        DownloadGrant: MessageTypeDefinition<_portico_content_v1_DownloadGrant, _portico_content_v1_DownloadGrant__Output>
        Embed: MessageTypeDefinition<_portico_content_v1_Embed, _portico_content_v1_Embed__Output>
        EmbedContextKeys: MessageTypeDefinition<_portico_content_v1_EmbedContextKeys, _portico_content_v1_EmbedContextKeys__Output>
        EmbedContextToken: MessageTypeDefinition<_portico_content_v1_EmbedContextToken, _portico_content_v1_EmbedContextToken__Output>
        EmbedSaved: MessageTypeDefinition<_portico_content_v1_EmbedSaved, _portico_content_v1_EmbedSaved__Output>
        File: MessageTypeDefinition<_portico_content_v1_File, _portico_content_v1_File__Output>
        FileRequest: MessageTypeDefinition<_portico_content_v1_FileRequest, _portico_content_v1_FileRequest__Output>
        FileVersion: MessageTypeDefinition<_portico_content_v1_FileVersion, _portico_content_v1_FileVersion__Output>
        Folder: MessageTypeDefinition<_portico_content_v1_Folder, _portico_content_v1_Folder__Output>
        FolderListing: MessageTypeDefinition<_portico_content_v1_FolderListing, _portico_content_v1_FolderListing__Output>
        FramingCheck: MessageTypeDefinition<_portico_content_v1_FramingCheck, _portico_content_v1_FramingCheck__Output>
        GetEmbedContextKeysRequest: MessageTypeDefinition<_portico_content_v1_GetEmbedContextKeysRequest, _portico_content_v1_GetEmbedContextKeysRequest__Output>
        GetEmbedRequest: MessageTypeDefinition<_portico_content_v1_GetEmbedRequest, _portico_content_v1_GetEmbedRequest__Output>
        GetFileRequest: MessageTypeDefinition<_portico_content_v1_GetFileRequest, _portico_content_v1_GetFileRequest__Output>
        GetFileRequestRequest: MessageTypeDefinition<_portico_content_v1_GetFileRequestRequest, _portico_content_v1_GetFileRequestRequest__Output>
        GetPlatformStorageRequest: MessageTypeDefinition<_portico_content_v1_GetPlatformStorageRequest, _portico_content_v1_GetPlatformStorageRequest__Output>
        GetStorageUsageRequest: MessageTypeDefinition<_portico_content_v1_GetStorageUsageRequest, _portico_content_v1_GetStorageUsageRequest__Output>
        GetTaskReminderSettingsRequest: MessageTypeDefinition<_portico_content_v1_GetTaskReminderSettingsRequest, _portico_content_v1_GetTaskReminderSettingsRequest__Output>
        ListApprovalsResponse: MessageTypeDefinition<_portico_content_v1_ListApprovalsResponse, _portico_content_v1_ListApprovalsResponse__Output>
        ListAwaitingApprovalsRequest: MessageTypeDefinition<_portico_content_v1_ListAwaitingApprovalsRequest, _portico_content_v1_ListAwaitingApprovalsRequest__Output>
        ListEmbedOriginsRequest: MessageTypeDefinition<_portico_content_v1_ListEmbedOriginsRequest, _portico_content_v1_ListEmbedOriginsRequest__Output>
        ListEmbedOriginsResponse: MessageTypeDefinition<_portico_content_v1_ListEmbedOriginsResponse, _portico_content_v1_ListEmbedOriginsResponse__Output>
        ListEmbedsRequest: MessageTypeDefinition<_portico_content_v1_ListEmbedsRequest, _portico_content_v1_ListEmbedsRequest__Output>
        ListEmbedsResponse: MessageTypeDefinition<_portico_content_v1_ListEmbedsResponse, _portico_content_v1_ListEmbedsResponse__Output>
        ListFileApprovalsRequest: MessageTypeDefinition<_portico_content_v1_ListFileApprovalsRequest, _portico_content_v1_ListFileApprovalsRequest__Output>
        ListFileVersionsRequest: MessageTypeDefinition<_portico_content_v1_ListFileVersionsRequest, _portico_content_v1_ListFileVersionsRequest__Output>
        ListFileVersionsResponse: MessageTypeDefinition<_portico_content_v1_ListFileVersionsResponse, _portico_content_v1_ListFileVersionsResponse__Output>
        ListFilesRequest: MessageTypeDefinition<_portico_content_v1_ListFilesRequest, _portico_content_v1_ListFilesRequest__Output>
        ListFilesResponse: MessageTypeDefinition<_portico_content_v1_ListFilesResponse, _portico_content_v1_ListFilesResponse__Output>
        ListFolderRequest: MessageTypeDefinition<_portico_content_v1_ListFolderRequest, _portico_content_v1_ListFolderRequest__Output>
        ListMyTasksRequest: MessageTypeDefinition<_portico_content_v1_ListMyTasksRequest, _portico_content_v1_ListMyTasksRequest__Output>
        ListRecentUploadsRequest: MessageTypeDefinition<_portico_content_v1_ListRecentUploadsRequest, _portico_content_v1_ListRecentUploadsRequest__Output>
        ListSuperEmbedsRequest: MessageTypeDefinition<_portico_content_v1_ListSuperEmbedsRequest, _portico_content_v1_ListSuperEmbedsRequest__Output>
        ListTaskTemplatesRequest: MessageTypeDefinition<_portico_content_v1_ListTaskTemplatesRequest, _portico_content_v1_ListTaskTemplatesRequest__Output>
        ListTaskTemplatesResponse: MessageTypeDefinition<_portico_content_v1_ListTaskTemplatesResponse, _portico_content_v1_ListTaskTemplatesResponse__Output>
        ListTasksRequest: MessageTypeDefinition<_portico_content_v1_ListTasksRequest, _portico_content_v1_ListTasksRequest__Output>
        ListTasksResponse: MessageTypeDefinition<_portico_content_v1_ListTasksResponse, _portico_content_v1_ListTasksResponse__Output>
        ListVisibleEmbedsRequest: MessageTypeDefinition<_portico_content_v1_ListVisibleEmbedsRequest, _portico_content_v1_ListVisibleEmbedsRequest__Output>
        MintEmbedContextTokenRequest: MessageTypeDefinition<_portico_content_v1_MintEmbedContextTokenRequest, _portico_content_v1_MintEmbedContextTokenRequest__Output>
        MoveFileRequest: MessageTypeDefinition<_portico_content_v1_MoveFileRequest, _portico_content_v1_MoveFileRequest__Output>
        MoveFolderRequest: MessageTypeDefinition<_portico_content_v1_MoveFolderRequest, _portico_content_v1_MoveFolderRequest__Output>
        PlatformStorage: MessageTypeDefinition<_portico_content_v1_PlatformStorage, _portico_content_v1_PlatformStorage__Output>
        RecordFileOpenedRequest: MessageTypeDefinition<_portico_content_v1_RecordFileOpenedRequest, _portico_content_v1_RecordFileOpenedRequest__Output>
        RenameFileRequest: MessageTypeDefinition<_portico_content_v1_RenameFileRequest, _portico_content_v1_RenameFileRequest__Output>
        RenameFolderRequest: MessageTypeDefinition<_portico_content_v1_RenameFolderRequest, _portico_content_v1_RenameFolderRequest__Output>
        ReorderEmbedsRequest: MessageTypeDefinition<_portico_content_v1_ReorderEmbedsRequest, _portico_content_v1_ReorderEmbedsRequest__Output>
        RequestApprovalRequest: MessageTypeDefinition<_portico_content_v1_RequestApprovalRequest, _portico_content_v1_RequestApprovalRequest__Output>
        SetEmbedActiveRequest: MessageTypeDefinition<_portico_content_v1_SetEmbedActiveRequest, _portico_content_v1_SetEmbedActiveRequest__Output>
        SetEmbedPassContextRequest: MessageTypeDefinition<_portico_content_v1_SetEmbedPassContextRequest, _portico_content_v1_SetEmbedPassContextRequest__Output>
        SetTaskDoneRequest: MessageTypeDefinition<_portico_content_v1_SetTaskDoneRequest, _portico_content_v1_SetTaskDoneRequest__Output>
        StorageUsage: MessageTypeDefinition<_portico_content_v1_StorageUsage, _portico_content_v1_StorageUsage__Output>
        Task: MessageTypeDefinition<_portico_content_v1_Task, _portico_content_v1_Task__Output>
        TaskAssignee: MessageTypeDefinition<_portico_content_v1_TaskAssignee, _portico_content_v1_TaskAssignee__Output>
        TaskReminderSettings: MessageTypeDefinition<_portico_content_v1_TaskReminderSettings, _portico_content_v1_TaskReminderSettings__Output>
        TaskTemplate: MessageTypeDefinition<_portico_content_v1_TaskTemplate, _portico_content_v1_TaskTemplate__Output>
        TaskTemplateItem: MessageTypeDefinition<_portico_content_v1_TaskTemplateItem, _portico_content_v1_TaskTemplateItem__Output>
        UploadGrant: MessageTypeDefinition<_portico_content_v1_UploadGrant, _portico_content_v1_UploadGrant__Output>
      }
    }
  }
}

