/**
 * Finding a file for a viewer: by the §6 rule, or through its folder's audience, or because
 * the viewer was asked to approve it (access.ts). Anything else is NOT_FOUND, the same answer
 * as for a file that is not there (also another tenant's: the row policy hides it).
 */
import { notFound, type Queryable } from '@portico/kit';
import { isApproverOfFile } from '../store/approvals';
import { findFile, type FileRow } from '../store/files';
import { findFolder } from '../store/folders';
import { canSeeFile, canSeeFileThrough, type Viewer } from './access';

export const FILE_NOT_FOUND = 'File not found';
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function mayReachFile(tx: Queryable, viewer: Viewer, file: FileRow) {
  if (canSeeFile(viewer, file)) return true;
  const folder = file.folder_id ? await findFolder(tx, file.folder_id) : null;
  const approver = await isApproverOfFile(tx, file.id, viewer.userId);
  return canSeeFileThrough(viewer, file, { folder, approver });
}

export async function visibleFile(tx: Queryable, viewer: Viewer, id: string): Promise<FileRow> {
  const file = UUID.test(id) ? await findFile(tx, id) : null;
  if (!file || !(await mayReachFile(tx, viewer, file)))
    throw notFound(FILE_NOT_FOUND, 'file_not_found');
  return file;
}
