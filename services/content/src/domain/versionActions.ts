/**
 * Versions (issue 28 item 4): uploading into an existing file adds its next version (the
 * upload grant names the file; uploads/complete.ts adds it), the history lists them all and
 * any of them downloads. The newest is what the file shows.
 */
import { forbidden, notFound, type Database } from '@portico/kit';
import * as versions from '../store/versions';
import type { FileRow } from '../store/files';
import { isAdmin, type Viewer } from './access';
import { UUID, visibleFile } from './fileReach';
import { attachmentDisposition } from './files';
import { signGrant } from './grants';

export const VERSION_NOT_FOUND = 'Version not found';

/** Admins, or the file's owner (a client revising their own file). */
export function mayAddVersion(viewer: Viewer, file: Pick<FileRow, 'user_id'>): boolean {
  return isAdmin(viewer) || file.user_id === viewer.userId;
}

/** The file a version upload goes into, if the viewer may add one; NOT_FOUND as for GetFile. */
export async function fileToVersion(
  db: Database,
  tenantId: string,
  viewer: Viewer,
  fileId: string,
): Promise<FileRow> {
  const file = await db.tenantTransaction(tenantId, (tx) => visibleFile(tx, viewer, fileId));
  if (!mayAddVersion(viewer, file))
    throw forbidden('Only staff or the file’s owner can upload a new version', 'not_owner');
  return file;
}

export function listVersions(db: Database, tenantId: string, viewer: Viewer, fileId: string) {
  return db.tenantTransaction(tenantId, async (tx) => {
    const file = await visibleFile(tx, viewer, fileId);
    return { file, versions: await versions.listVersions(tx, file.id) };
  });
}

export async function createVersionDownloadGrant(
  deps: { db: Database; grantSecret: string; grantTtlSeconds: number },
  tenantId: string,
  viewer: Viewer,
  fileId: string,
  versionId: string,
) {
  const { file, version } = await deps.db.tenantTransaction(tenantId, async (tx) => {
    const found = await visibleFile(tx, viewer, fileId);
    const row = UUID.test(versionId) ? await versions.findVersion(tx, versionId) : null;
    if (!row || row.file_id !== found.id) throw notFound(VERSION_NOT_FOUND, 'version_not_found');
    return { file: found, version: row };
  });
  const exp = Math.floor(Date.now() / 1000) + Math.min(deps.grantTtlSeconds, 300);
  const grant = signGrant(deps.grantSecret, {
    typ: 'download',
    tid: tenantId,
    uid: viewer.userId,
    fid: file.id,
    vid: version.id,
    exp,
  });
  return {
    file,
    downloadPath: `/downloads/${grant}`,
    expiresAt: new Date(exp * 1000),
    contentDisposition: attachmentDisposition(version.file_name),
  };
}
