/** SQL for folders (tenant-owned; run inside db.tenantTransaction so row-level security applies). */
import type { Queryable } from '@portico/kit';
import type { FileRow } from './files';

export interface FolderRow {
  id: string;
  tenant_id: string;
  parent_id: string | null;
  name: string;
  /** A per-client folder's client; null for a folder shared by role or kept for staff. */
  owner_user_id: string | null;
  roles: string[];
  created_by: string;
  created_at: Date;
  updated_at: Date;
}

export type NewFolder = Pick<
  FolderRow,
  'id' | 'tenant_id' | 'parent_id' | 'name' | 'owner_user_id' | 'roles' | 'created_by'
>;

/** Postgres' unique_violation: a sibling already has the name. */
export const UNIQUE_VIOLATION = '23505';

export async function insertFolder(db: Queryable, folder: NewFolder): Promise<FolderRow> {
  const { rows } = await db.query<FolderRow>(
    `INSERT INTO folders (id, tenant_id, parent_id, name, owner_user_id, roles, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [
      folder.id,
      folder.tenant_id,
      folder.parent_id,
      folder.name,
      folder.owner_user_id,
      folder.roles,
      folder.created_by,
    ],
  );
  return rows[0]!;
}

export async function findFolder(db: Queryable, id: string): Promise<FolderRow | null> {
  const { rows } = await db.query<FolderRow>('SELECT * FROM folders WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** The folder and its ancestors, top-level first (the breadcrumbs). */
export async function folderPath(db: Queryable, id: string): Promise<FolderRow[]> {
  const { rows } = await db.query<FolderRow & { depth: number }>(
    `WITH RECURSIVE up AS (
       SELECT f.*, 0 AS depth FROM folders f WHERE f.id = $1
       UNION ALL
       SELECT p.*, up.depth + 1 FROM folders p JOIN up ON p.id = up.parent_id
     )
     SELECT * FROM up ORDER BY depth DESC`,
    [id],
  );
  return rows;
}

/** Whether `candidate` is `folderId` itself or lies anywhere below it. */
export async function isSelfOrDescendant(
  db: Queryable,
  folderId: string,
  candidate: string,
): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `WITH RECURSIVE down AS (
       SELECT id FROM folders WHERE id = $1
       UNION ALL
       SELECT c.id FROM folders c JOIN down ON c.parent_id = down.id
     )
     SELECT EXISTS (SELECT 1 FROM down WHERE id = $2) AS found`,
    [folderId, candidate],
  );
  return rows[0]?.found ?? false;
}

/** The folders directly inside `parentId` (null: the top level), by name. */
export async function childFolders(db: Queryable, parentId: string | null): Promise<FolderRow[]> {
  const { rows } = await db.query<FolderRow>(
    parentId === null
      ? 'SELECT * FROM folders WHERE parent_id IS NULL ORDER BY lower(name), id'
      : 'SELECT * FROM folders WHERE parent_id = $1 ORDER BY lower(name), id',
    parentId === null ? [] : [parentId],
  );
  return rows;
}

export async function renameFolder(
  db: Queryable,
  id: string,
  name: string,
): Promise<FolderRow | null> {
  const { rows } = await db.query<FolderRow>(
    'UPDATE folders SET name = $2, updated_at = now() WHERE id = $1 RETURNING *',
    [id, name],
  );
  return rows[0] ?? null;
}

/**
 * Puts a folder under a new parent (null: the top level) and gives it and every folder below
 * it the audience given (the new parent's, or its own at the top level).
 */
export async function moveFolder(
  db: Queryable,
  id: string,
  parentId: string | null,
  audience: { owner_user_id: string | null; roles: string[] },
): Promise<FolderRow | null> {
  await db.query(
    `WITH RECURSIVE down AS (
       SELECT id FROM folders WHERE id = $1
       UNION ALL
       SELECT c.id FROM folders c JOIN down ON c.parent_id = down.id
     )
     UPDATE folders SET owner_user_id = $2, roles = $3, updated_at = now()
      WHERE id IN (SELECT id FROM down)`,
    [id, audience.owner_user_id, audience.roles],
  );
  const { rows } = await db.query<FolderRow>(
    'UPDATE folders SET parent_id = $2, updated_at = now() WHERE id = $1 RETURNING *',
    [id, parentId],
  );
  return rows[0] ?? null;
}

/** Removes the folder and those below it; their files move to the top level (ON DELETE SET NULL). */
export async function deleteFolder(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM folders WHERE id = $1', [id]);
  return rowCount === 1;
}

export interface FolderFilesPage {
  files: FileRow[];
  total: number;
}

/**
 * A folder's files (null: those in no folder), newest first, `limit` from `offset`, and how
 * many there are. Optionally only those owned by a user or assigned to some roles (a member's
 * top level, where the folder grants nothing).
 */
export async function folderFiles(
  db: Queryable,
  tenantId: string,
  folderId: string | null,
  page: { limit: number; offset: number; ownerId?: string; orRoles?: string[] },
): Promise<FolderFilesPage> {
  // tenant_id named here as well as by the row policy, so the planner sees the tenant's value
  // and the listing walks files_folder_created in order instead of sorting the folder.
  const params: unknown[] = [tenantId];
  const conditions = ['tenant_id = $1'];
  if (folderId === null) conditions.push('folder_id IS NULL');
  else {
    params.push(folderId);
    conditions.push(`folder_id = $${params.length}`);
  }
  if (page.ownerId !== undefined) {
    params.push(page.ownerId, page.orRoles ?? []);
    conditions.push(
      `(user_id = $${params.length - 1} OR assigned_roles && $${params.length}::text[])`,
    );
  }
  const where = conditions.join(' AND ');
  const count = await db.query<{ total: string }>(
    `SELECT count(*)::text AS total FROM files WHERE ${where}`,
    params,
  );
  const { rows } = await db.query<FileRow>(
    `SELECT * FROM files WHERE ${where}
      ORDER BY created_at DESC, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
  return { files: rows, total: Number(count.rows[0]?.total ?? 0) };
}

export async function setFileFolder(
  db: Queryable,
  fileId: string,
  folderId: string | null,
): Promise<FileRow | null> {
  const { rows } = await db.query<FileRow>(
    'UPDATE files SET folder_id = $2 WHERE id = $1 RETURNING *',
    [fileId, folderId],
  );
  return rows[0] ?? null;
}
