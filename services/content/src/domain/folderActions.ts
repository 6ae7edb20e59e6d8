/**
 * Folders (issue 28 item 3), each call in one tenant-scoped transaction: browse by the
 * folder's audience, and (admins) create, rename, move and delete folders and move files.
 */
import { randomUUID } from 'node:crypto';
import {
  conflict,
  forbidden,
  invalid,
  notFound,
  type Database,
  type Queryable,
} from '@portico/kit';
import * as folders from '../store/folders';
import type { FolderRow } from '../store/folders';
import { canSeeFolder, isAdmin, type Viewer } from './access';
import { UUID, visibleFile } from './fileReach';
import { folderAudience, folderName } from './folders';

export const FOLDER_NOT_FOUND = 'Folder not found';
const NAME_TAKEN = 'A folder with this name is already here';
const STAFF_ONLY = 'Only staff can organise folders';

function admin(viewer: Viewer): void {
  if (!isAdmin(viewer)) throw forbidden(STAFF_ONLY, 'not_admin');
}

/** A folder the viewer may see, else NOT_FOUND (as for one that is not there). */
export async function visibleFolder(tx: Queryable, viewer: Viewer, id: string): Promise<FolderRow> {
  const folder = UUID.test(id) ? await folders.findFolder(tx, id) : null;
  if (!folder || !canSeeFolder(viewer, folder))
    throw notFound(FOLDER_NOT_FOUND, 'folder_not_found');
  return folder;
}

/** A sibling with the same name (any case) is a clear 409, not a database error. */
async function unlessNameTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code === folders.UNIQUE_VIOLATION)
      throw conflict(NAME_TAKEN, 'folder_name_taken');
    throw error;
  }
}

export interface ListFolderRequest {
  folderId: string;
  limit: number;
  offset: number;
}

export function listFolder(
  db: Database,
  tenantId: string,
  viewer: Viewer,
  request: ListFolderRequest,
) {
  const limit = Math.min(Math.max(request.limit || 100, 1), 500);
  const offset = Math.max(request.offset, 0);
  return db.tenantTransaction(tenantId, async (tx) => {
    const folder = request.folderId ? await visibleFolder(tx, viewer, request.folderId) : null;
    const path = folder ? await folders.folderPath(tx, folder.id) : [];
    const children = (await folders.childFolders(tx, folder?.id ?? null)).filter((child) =>
      canSeeFolder(viewer, child),
    );
    // Inside a folder its audience sees every file; at the top level a client sees their own
    // and those assigned to their roles (the §6 rule).
    const own =
      folder || isAdmin(viewer) ? {} : { ownerId: viewer.userId, orRoles: [...viewer.roles] };
    const page = await folders.folderFiles(tx, tenantId, folder?.id ?? null, {
      limit,
      offset,
      ...own,
    });
    return { folder, breadcrumbs: path.slice(0, -1), folders: children, ...page };
  });
}

export interface NewFolderRequest {
  parentId: string;
  name: string;
  ownerUserId: string;
  roles: string[];
}

export async function createFolder(
  db: Database,
  tenantId: string,
  viewer: Viewer,
  request: NewFolderRequest,
) {
  admin(viewer);
  const name = folderName(request.name);
  const audience = folderAudience(request.ownerUserId, request.roles);
  if (audience.owner_user_id && !UUID.test(audience.owner_user_id))
    throw invalid('Please select a client', 'folder_owner');
  return db.tenantTransaction(tenantId, async (tx) => {
    const parent = request.parentId ? await visibleFolder(tx, viewer, request.parentId) : null;
    // A folder below another is for the same people as its parent.
    const inherited = parent ? { owner_user_id: parent.owner_user_id, roles: parent.roles } : null;
    return unlessNameTaken(() =>
      folders.insertFolder(tx, {
        id: randomUUID(),
        tenant_id: tenantId,
        parent_id: parent?.id ?? null,
        name,
        ...(inherited ?? audience),
        created_by: viewer.userId,
      }),
    );
  });
}

export async function renameFolder(
  db: Database,
  tenantId: string,
  viewer: Viewer,
  id: string,
  rawName: string,
) {
  admin(viewer);
  const name = folderName(rawName);
  return db.tenantTransaction(tenantId, async (tx) => {
    const folder = await visibleFolder(tx, viewer, id);
    return unlessNameTaken(async () => (await folders.renameFolder(tx, folder.id, name))!);
  });
}

export async function moveFolder(
  db: Database,
  tenantId: string,
  viewer: Viewer,
  id: string,
  parentId: string,
) {
  admin(viewer);
  return db.tenantTransaction(tenantId, async (tx) => {
    const folder = await visibleFolder(tx, viewer, id);
    const parent = parentId ? await visibleFolder(tx, viewer, parentId) : null;
    if (parent && (await folders.isSelfOrDescendant(tx, folder.id, parent.id)))
      throw invalid('A folder cannot be moved into itself or a folder inside it', 'folder_cycle');
    const audience = parent
      ? { owner_user_id: parent.owner_user_id, roles: parent.roles }
      : { owner_user_id: folder.owner_user_id, roles: folder.roles };
    return unlessNameTaken(
      async () => (await folders.moveFolder(tx, folder.id, parent?.id ?? null, audience))!,
    );
  });
}

export async function deleteFolder(db: Database, tenantId: string, viewer: Viewer, id: string) {
  admin(viewer);
  return db.tenantTransaction(tenantId, async (tx) => {
    const folder = await visibleFolder(tx, viewer, id);
    await folders.deleteFolder(tx, folder.id);
  });
}

export async function moveFile(
  db: Database,
  tenantId: string,
  viewer: Viewer,
  fileId: string,
  folderId: string,
) {
  admin(viewer);
  return db.tenantTransaction(tenantId, async (tx) => {
    const file = await visibleFile(tx, viewer, fileId);
    const folder = folderId ? await visibleFolder(tx, viewer, folderId) : null;
    return (await folders.setFileFolder(tx, file.id, folder?.id ?? null))!;
  });
}
