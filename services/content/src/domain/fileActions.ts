/**
 * What callers do with files, each in one tenant-scoped transaction: list and get by the
 * visibility rule, delete (row and blob), grants for uploading and downloading, first open.
 */
import { forbidden, invalid, notFound, type Database } from '@portico/kit';
import type { BlobStorage } from '../blob/storage';
import { publishFileDeleted, publishFileOpened } from '../events/publish';
import * as files from '../store/files';
import type { FileRow } from '../store/files';
import { canDeleteFile, isAdmin, type Viewer } from './access';
import { FILE_NOT_FOUND, UUID, visibleFile } from './fileReach';
import { checkUploadInto } from './fileRequestActions';
import { completeLinkedTasks } from './taskActions';
import { attachmentDisposition, cleanTags, fileTitle } from './files';
import { visibleFolder } from './folderActions';
import { signGrant, type UploadGrantClaims, type UploadIntent } from './grants';
import { fileToVersion } from './versionActions';

export interface FileDeps {
  db: Database;
  storage: BlobStorage;
  grantSecret: string;
  grantTtlSeconds: number;
  uploadMaxBytes: number;
  /** Bytes the tenant may store in all (its plan's quota); 0 means no quota. */
  quotaFor(tenantId: string): Promise<number>;
}

export function listFiles(
  deps: FileDeps,
  tenantId: string,
  viewer: Viewer,
  request: { limit: number; userId: string; includeRoleAssigned: boolean; query: string },
): Promise<FileRow[]> {
  const limit = Math.min(Math.max(request.limit || 100, 1), 1000);
  const query = request.query.trim() || undefined;
  // One statement: a scoped read, one round trip to the server (kit db README, "Scoped reads").
  return deps.db.tenantRead(tenantId, (read) => {
    if (isAdmin(viewer))
      return files.listFiles(read, {
        tenantId,
        limit,
        query,
        ownerId: request.userId || undefined,
      });
    if (request.userId && request.userId !== viewer.userId) throw forbidden();
    return files.listFiles(read, {
      tenantId,
      limit,
      query,
      ownerId: viewer.userId,
      orRoles: request.includeRoleAssigned ? [...viewer.roles] : undefined,
    });
  });
}

/** The 5 newest files the viewer may see (Recent Uploads, Recent Activity). */
export const recentUploads = (deps: FileDeps, tenantId: string, viewer: Viewer) =>
  listFiles(deps, tenantId, viewer, { limit: 5, userId: '', includeRoleAssigned: true, query: '' });

export const getFile = (deps: FileDeps, tenantId: string, viewer: Viewer, id: string) =>
  deps.db.tenantTransaction(tenantId, (tx) => visibleFile(tx, viewer, id));

/** Removes the row (with its event) and then the blob; a blob already gone is no error. */
export async function deleteFile(deps: FileDeps, tenantId: string, viewer: Viewer, id: string) {
  const keys = await deps.db.tenantTransaction(tenantId, async (tx) => {
    const found = await visibleFile(tx, viewer, id);
    if (!canDeleteFile(viewer, found))
      throw forbidden(
        'Only an admin or the person who uploaded it can delete this file',
        'not_owner',
      );
    const removed = await files.deleteFileRow(tx, found.id);
    await publishFileDeleted(tx, found, viewer.userId, 'deleted');
    return removed;
  });
  for (const key of keys) await deps.storage.delete(key);
}

/** A new title people see; the same people who may delete the file may rename it. */
export async function renameFile(
  deps: FileDeps,
  tenantId: string,
  viewer: Viewer,
  id: string,
  rawTitle: string,
): Promise<FileRow> {
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const found = await visibleFile(tx, viewer, id);
    if (!canDeleteFile(viewer, found))
      throw forbidden(
        'Only an admin or the person who uploaded it can rename this file',
        'not_owner',
      );
    return files.setFileTitle(tx, found.id, fileTitle(rawTitle));
  });
}

export async function createDownloadGrant(
  deps: FileDeps,
  tenantId: string,
  viewer: Viewer,
  id: string,
) {
  return downloadGrantFor(deps, tenantId, viewer.userId, await getFile(deps, tenantId, viewer, id));
}

/**
 * A grant for a file another service vouches for (messaging: an attachment of a message the
 * person may read). Only a file of the named tenant; anything else reads as not found.
 */
export async function createVouchedDownloadGrant(
  deps: FileDeps,
  tenantId: string,
  userId: string,
  id: string,
) {
  if (!UUID.test(tenantId) || !UUID.test(userId) || !UUID.test(id))
    throw notFound(FILE_NOT_FOUND, 'file_not_found');
  const file = await deps.db.tenantTransaction(tenantId, (tx) => files.findFile(tx, id));
  if (!file) throw notFound(FILE_NOT_FOUND, 'file_not_found');
  return downloadGrantFor(deps, tenantId, userId, file);
}

function downloadGrantFor(deps: FileDeps, tenantId: string, userId: string, file: FileRow) {
  const exp = Math.floor(Date.now() / 1000) + Math.min(deps.grantTtlSeconds, 300);
  const grant = signGrant(deps.grantSecret, {
    typ: 'download',
    tid: tenantId,
    uid: userId,
    fid: file.id,
    exp,
  });
  return {
    file,
    downloadPath: `/downloads/${grant}`,
    expiresAt: new Date(exp * 1000),
    contentDisposition: attachmentDisposition(file.file_name),
  };
}

export const MAX_ZIP_FILES = 200;

/** One grant for a zip of several files, each of which the viewer must be able to see. */
export async function createZipDownloadGrant(
  deps: FileDeps,
  tenantId: string,
  viewer: Viewer,
  ids: string[],
) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw invalid('Select at least one file', 'no_files');
  if (unique.length > MAX_ZIP_FILES)
    throw invalid(`Select at most ${MAX_ZIP_FILES} files to download at once`, 'too_many_files');
  await deps.db.tenantTransaction(tenantId, async (tx) => {
    for (const id of unique) await visibleFile(tx, viewer, id);
  });
  const exp = Math.floor(Date.now() / 1000) + Math.min(deps.grantTtlSeconds, 300);
  const grant = signGrant(deps.grantSecret, {
    typ: 'zip',
    tid: tenantId,
    uid: viewer.userId,
    fids: unique,
    exp,
  });
  return {
    downloadPath: `/downloads/${grant}`,
    expiresAt: new Date(exp * 1000),
    contentDisposition: attachmentDisposition('files.zip'),
  };
}

/** The recipient's first open sets opened_at and publishes FileOpened; later opens change nothing. */
export function recordFileOpened(deps: FileDeps, tenantId: string, viewer: Viewer, id: string) {
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const file = await visibleFile(tx, viewer, id);
    // A task that asked this person to open it is done now.
    await completeLinkedTasks(tx, 'file', file.id, viewer.userId);
    if (file.user_id !== viewer.userId || file.opened_at) return file;
    const opened = await files.markOpened(tx, file.id);
    if (!opened) return (await files.findFile(tx, file.id)) ?? file;
    await publishFileOpened(tx, opened, viewer.userId);
    return opened;
  });
}

export async function storageUsage(deps: FileDeps, tenantId: string) {
  const usage = await deps.db.tenantTransaction(tenantId, (tx) => files.storageUsed(tx));
  return { ...usage, quota: await deps.quotaFor(tenantId) };
}

export interface UploadRequest {
  purpose: string;
  title: string;
  fileName: string;
  sizeBytes: number;
  userId: string;
  assignedRoles: string[];
  tags: string[];
  message: string;
  notifyUser: boolean;
  recipientEmail?: string;
  /** The next version of this file. */
  fileId?: string;
  /** A new file into this folder. */
  folderId?: string;
  /** A new file into this file request (its client only). */
  requestId?: string;
}

export const TOO_LARGE = (limit: number) =>
  `This file is larger than the ${Math.floor(limit / 1024 / 1024)} MB upload limit`;
export const QUOTA_FULL =
  'Your workspace has used its storage quota. Delete files or upgrade your plan.';

/**
 * Authorizes an upload before a byte is sent: members upload for themselves only; admins for
 * a user and/or roles. The grant's limit is the smaller of the size limit and what is left of
 * the quota.
 */
export async function createUploadGrant(
  deps: FileDeps,
  tenantId: string,
  viewer: Viewer,
  request: UploadRequest,
) {
  const admin = isAdmin(viewer);
  const { used, quota } = await storageUsage(deps, tenantId);
  const left = quota > 0 ? Math.max(quota - used, 0) : Number.MAX_SAFE_INTEGER;
  const max = Math.min(deps.uploadMaxBytes, left);
  const exp = Math.floor(Date.now() / 1000) + deps.grantTtlSeconds;
  const base = {
    typ: 'upload' as const,
    tid: tenantId,
    uid: viewer.userId,
    roles: [...viewer.roles],
    max,
    exp,
  };
  if (request.purpose === 'resume') {
    return {
      grant: signGrant(deps.grantSecret, { ...base, purpose: 'resume' }),
      expiresAt: new Date(exp * 1000),
      max,
    };
  }
  if (request.purpose !== 'create' && request.purpose !== '')
    throw invalid('purpose must be create or resume', 'purpose');
  const fileName = request.fileName.trim();
  if (fileName === '') throw invalid('Choose a file', 'missing_file');
  if (request.sizeBytes > deps.uploadMaxBytes)
    throw invalid(TOO_LARGE(deps.uploadMaxBytes), 'too_large');
  if (request.sizeBytes > left) throw invalid(QUOTA_FULL, 'quota_exceeded');
  if (request.fileId) return versionUploadGrant(deps, tenantId, viewer, request, { ...base, max });
  const folderId = request.folderId
    ? (
        await deps.db.tenantTransaction(tenantId, (tx) =>
          visibleFolder(tx, viewer, request.folderId!),
        )
      ).id
    : undefined;
  const requestId = request.requestId
    ? await checkUploadInto(deps.db, tenantId, viewer, request.requestId, fileName)
    : undefined;
  const roles = [...new Set(request.assignedRoles.map((r) => r.trim()).filter(Boolean))];
  const recipient = requestId ? viewer.userId : request.userId.trim() || viewer.userId;
  if (!admin && (recipient !== viewer.userId || roles.length > 0))
    throw forbidden('You can only upload files for yourself', 'not_admin');
  if (!UUID.test(recipient)) throw invalid('Please select a user', 'missing_user');
  const intent: UploadIntent = {
    title: (request.title.trim() || fileName).slice(0, 200),
    fileName: fileName.slice(0, 255),
    userId: recipient,
    assignedRoles: roles,
    tags: cleanTags(request.tags),
    message: request.message.trim().slice(0, 2000),
    notifyUser: request.notifyUser,
    recipientEmail: request.notifyUser ? request.recipientEmail?.trim() || undefined : undefined,
    folderId,
    requestId,
  };
  const grant = signGrant(deps.grantSecret, { ...base, purpose: 'create', intent });
  return { grant, expiresAt: new Date(exp * 1000), max };
}

/** An upload into an existing file: its owner, title and audience stay; it gets a new version. */
async function versionUploadGrant(
  deps: FileDeps,
  tenantId: string,
  viewer: Viewer,
  request: UploadRequest,
  base: Omit<UploadGrantClaims, 'purpose' | 'intent'>,
) {
  const file = await fileToVersion(deps.db, tenantId, viewer, request.fileId!);
  const fileName = request.fileName.trim().slice(0, 255);
  const intent: UploadIntent = {
    title: file.title,
    fileName,
    userId: file.user_id,
    assignedRoles: file.assigned_roles,
    tags: file.tags,
    message: file.message,
    notifyUser: false,
    versionOf: file.id,
  };
  const grant = signGrant(deps.grantSecret, { ...base, purpose: 'create', intent });
  return { grant, expiresAt: new Date(base.exp * 1000), max: base.max };
}
