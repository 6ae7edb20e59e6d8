/** Folders, versions and approvals over gRPC (issue 28): decode, call one domain function, encode. */
import { unary } from '@portico/kit';
import type { contentV1 } from '@portico/proto';
import * as approvalActions from '../domain/approvalActions';
import type { ApprovalWithDecisions } from '../domain/approvalActions';
import * as folderActions from '../domain/folderActions';
import type { FileDeps } from '../domain/fileActions';
import { formatSize } from '../domain/files';
import * as versionActions from '../domain/versionActions';
import type { FolderRow } from '../store/folders';
import type { VersionRow } from '../store/versions';
import { tenantOf, toFile, viewerOf } from './handlers';

export type WorkHandlers = Pick<
  contentV1.ContentServiceHandlers,
  | 'ListFolder'
  | 'CreateFolder'
  | 'RenameFolder'
  | 'MoveFolder'
  | 'DeleteFolder'
  | 'MoveFile'
  | 'ListFileVersions'
  | 'CreateVersionDownloadGrant'
  | 'RequestApproval'
  | 'ListFileApprovals'
  | 'ListAwaitingApprovals'
  | 'DecideApproval'
>;

export const toFolder = (row: FolderRow): contentV1.Folder => ({
  id: row.id,
  parent_id: row.parent_id ?? '',
  name: row.name,
  owner_user_id: row.owner_user_id ?? '',
  roles: row.roles,
  created_by: row.created_by,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const toVersion = (row: VersionRow, current: number): contentV1.FileVersion => ({
  id: row.id,
  file_id: row.file_id,
  number: row.number,
  uploaded_by: row.uploaded_by,
  file_name: row.file_name,
  content_type: row.content_type,
  size_bytes: row.size_bytes,
  size_display: formatSize(Number(row.size_bytes)),
  sha256: row.sha256,
  scan_status: row.scan_status,
  created_at: row.created_at.toISOString(),
  current: row.number === current,
});

export const toApproval = ({ approval, decisions }: ApprovalWithDecisions): contentV1.Approval => ({
  id: approval.id,
  file_id: approval.file_id,
  file_title: approval.file_title,
  version_id: approval.version_id,
  version_number: approval.version_number,
  sha256: approval.sha256,
  requested_by: approval.requested_by,
  message: approval.message,
  status: approval.status,
  created_at: approval.created_at.toISOString(),
  closed_at: approval.closed_at?.toISOString() ?? '',
  decisions: decisions.map((d) => ({
    approver_id: d.approver_id,
    decision: d.decision ?? '',
    comment: d.comment,
    sha256: d.sha256 ?? '',
    decided_at: d.decided_at?.toISOString() ?? '',
  })),
});

export function workHandlers(files: FileDeps): WorkHandlers {
  const { db } = files;
  return {
    ListFolder: unary(async (req: contentV1.ListFolderRequest__Output, ctx) => {
      const listing = await folderActions.listFolder(db, tenantOf(ctx), viewerOf(ctx), {
        folderId: req.folder_id,
        limit: req.limit,
        offset: req.offset,
      });
      return {
        folder: listing.folder ? toFolder(listing.folder) : undefined,
        breadcrumbs: listing.breadcrumbs.map(toFolder),
        folders: listing.folders.map(toFolder),
        files: listing.files.map(toFile),
        total_files: listing.total,
      };
    }),
    CreateFolder: unary(async (req: contentV1.CreateFolderRequest__Output, ctx) =>
      toFolder(
        await folderActions.createFolder(db, tenantOf(ctx), viewerOf(ctx), {
          parentId: req.parent_id,
          name: req.name,
          ownerUserId: req.owner_user_id,
          roles: req.roles,
        }),
      ),
    ),
    RenameFolder: unary(async (req: contentV1.RenameFolderRequest__Output, ctx) =>
      toFolder(
        await folderActions.renameFolder(db, tenantOf(ctx), viewerOf(ctx), req.id, req.name),
      ),
    ),
    MoveFolder: unary(async (req: contentV1.MoveFolderRequest__Output, ctx) =>
      toFolder(
        await folderActions.moveFolder(db, tenantOf(ctx), viewerOf(ctx), req.id, req.parent_id),
      ),
    ),
    DeleteFolder: unary(async (req: contentV1.DeleteFolderRequest__Output, ctx) => {
      await folderActions.deleteFolder(db, tenantOf(ctx), viewerOf(ctx), req.id);
      return {};
    }),
    MoveFile: unary(async (req: contentV1.MoveFileRequest__Output, ctx) =>
      toFile(await folderActions.moveFile(db, tenantOf(ctx), viewerOf(ctx), req.id, req.folder_id)),
    ),
    ListFileVersions: unary(async (req: contentV1.ListFileVersionsRequest__Output, ctx) => {
      const { file, versions } = await versionActions.listVersions(
        db,
        tenantOf(ctx),
        viewerOf(ctx),
        req.id,
      );
      return { versions: versions.map((v) => toVersion(v, file.version)) };
    }),
    CreateVersionDownloadGrant: unary(
      async (req: contentV1.CreateVersionDownloadGrantRequest__Output, ctx) => {
        const grant = await versionActions.createVersionDownloadGrant(
          files,
          tenantOf(ctx),
          viewerOf(ctx),
          req.file_id,
          req.version_id,
        );
        return {
          file: toFile(grant.file),
          download_path: grant.downloadPath,
          expires_at: grant.expiresAt.toISOString(),
          content_disposition: grant.contentDisposition,
        };
      },
    ),
    RequestApproval: unary(async (req: contentV1.RequestApprovalRequest__Output, ctx) =>
      toApproval(
        await approvalActions.requestApproval(db, tenantOf(ctx), viewerOf(ctx), {
          fileId: req.file_id,
          versionId: req.version_id,
          approverIds: req.approver_ids,
          message: req.message,
        }),
      ),
    ),
    ListFileApprovals: unary(async (req: contentV1.ListFileApprovalsRequest__Output, ctx) => ({
      approvals: (
        await approvalActions.listFileApprovals(db, tenantOf(ctx), viewerOf(ctx), req.file_id)
      ).map(toApproval),
    })),
    ListAwaitingApprovals: unary(async (_req, ctx) => ({
      approvals: (
        await approvalActions.listAwaitingApprovals(db, tenantOf(ctx), viewerOf(ctx))
      ).map(toApproval),
    })),
    DecideApproval: unary(async (req: contentV1.DecideApprovalRequest__Output, ctx) =>
      toApproval(
        await approvalActions.decideApproval(db, tenantOf(ctx), viewerOf(ctx), {
          approvalId: req.id,
          decision: req.decision,
          comment: req.comment,
          sha256: req.sha256,
        }),
      ),
    ),
  };
}
