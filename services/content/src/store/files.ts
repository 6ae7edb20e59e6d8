/** SQL for files (tenant-owned; run inside db.tenantTransaction so row-level security applies). */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '@portico/kit';

export interface FileRow {
  id: string;
  tenant_id: string;
  user_id: string;
  uploaded_by: string;
  title: string;
  file_name: string;
  content_type: string;
  /** bigint arrives as text. */
  size_bytes: string;
  sha256: string;
  storage_key: string;
  assigned_roles: string[];
  tags: string[];
  message: string;
  scan_status: 'clean' | 'not_scanned';
  opened_at: Date | null;
  created_at: Date;
  folder_id: string | null;
  /** The newest version's number; the row's bytes (key, size, hash, type) are that version's. */
  version: number;
}

export type NewFile = Omit<
  FileRow,
  'opened_at' | 'created_at' | 'size_bytes' | 'folder_id' | 'version'
> & {
  size_bytes: number;
  folder_id?: string | null;
};

/** The file and its version 1, in one statement. */
export async function insertFile(db: Queryable, file: NewFile): Promise<FileRow> {
  const { rows } = await db.query<FileRow>(
    `WITH f AS (
       INSERT INTO files (id, tenant_id, user_id, uploaded_by, title, file_name, content_type,
                          size_bytes, sha256, storage_key, assigned_roles, tags, message,
                          scan_status, folder_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
               -- A folder removed while the upload ran: the file lands at the top level.
               (SELECT id FROM folders WHERE id = $15::uuid)) RETURNING *
     ), v AS (
       INSERT INTO file_versions (id, tenant_id, file_id, number, uploaded_by, file_name,
                                  content_type, size_bytes, sha256, storage_key, scan_status,
                                  created_at)
       SELECT $16, tenant_id, id, 1, uploaded_by, file_name, content_type, size_bytes, sha256,
              storage_key, scan_status, created_at FROM f
     )
     SELECT * FROM f`,
    [
      file.id,
      file.tenant_id,
      file.user_id,
      file.uploaded_by,
      file.title,
      file.file_name,
      file.content_type,
      file.size_bytes,
      file.sha256,
      file.storage_key,
      file.assigned_roles,
      file.tags,
      file.message,
      file.scan_status,
      file.folder_id ?? null,
      randomUUID(),
    ],
  );
  return rows[0]!;
}

export interface FileFilter {
  /** Named in the statement as well as by the row policy (see listFiles). */
  tenantId: string;
  limit: number;
  /** Only files owned by this user… */
  ownerId?: string;
  /** …or assigned to one of these roles. */
  orRoles?: string[];
  query?: string;
}

/** Title, file name or one of the tags matches the ILIKE pattern `p`. */
const matching = (p: string) =>
  `(title ILIKE ${p} OR file_name ILIKE ${p} OR EXISTS (SELECT 1 FROM unnest(tags) t WHERE t ILIKE ${p}))`;

/**
 * Newest first. Without owner or roles: every file of the tenant (admins).
 *
 * The tenant is named here as well as by the row policy: the files' policies admit a row for
 * the tenant OR for the platform reader (migration 0003), and that OR leaves the planner no
 * tenant condition to reach an index with, so every list read every tenant's files and sorted
 * them (bench/README.md, "Run 4"). A member's list is their own files and, apart, the files
 * shared with their roles, each read newest first from its own index (migration 0012) and
 * merged, so it costs what the member sees, not what the tenant holds.
 */
export async function listFiles(db: Queryable, filter: FileFilter): Promise<FileRow[]> {
  const params: unknown[] = [filter.tenantId];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const search = filter.query
    ? matching(param(`%${filter.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
    : undefined;
  const limit = param(filter.limit);
  const newest = (conditions: string[]) =>
    `SELECT * FROM files WHERE ${['tenant_id = $1', ...conditions, ...(search ? [search] : [])].join(' AND ')}
      ORDER BY created_at DESC, id LIMIT ${limit}`;

  let sql: string;
  if (filter.ownerId === undefined) sql = newest([]);
  else {
    const owner = param(filter.ownerId);
    const own = newest([`user_id = ${owner}`]);
    if (filter.orRoles && filter.orRoles.length > 0) {
      // cardinality(...) > 0 is what an overlap implies; stated, it lets the planner use the
      // partial index of shared files. user_id <> owner: a file of both kinds is listed once.
      const shared = newest([
        'cardinality(assigned_roles) > 0',
        `assigned_roles && ${param(filter.orRoles)}::text[]`,
        `user_id <> ${owner}`,
      ]);
      sql = `SELECT * FROM ((${own}) UNION ALL (${shared})) AS visible
              ORDER BY created_at DESC, id LIMIT ${limit}`;
    } else sql = own;
  }
  // Each shape's text is fixed, so it is prepared once per connection: planning the union cost
  // several times its running (services/kit/src/db/README.md, "Prepared statements"). Its
  // generic plan reads the same indexes (file-list-plan.int.test.ts).
  const { rows } = await db.query<FileRow>(sql, params, { prepareAs: fileListStatement(filter) });
  return rows;
}

/** The prepared statement's name for the shape of `filter`'s list (one name, one text). */
export function fileListStatement(filter: Omit<FileFilter, 'tenantId' | 'limit'>): string {
  const shape =
    filter.ownerId === undefined
      ? 'tenant'
      : filter.orRoles && filter.orRoles.length > 0
        ? 'own_and_shared'
        : 'own';
  return `files.list.${shape}${filter.query ? '.search' : ''}`;
}

export async function findFile(db: Queryable, id: string): Promise<FileRow | null> {
  const { rows } = await db.query<FileRow>('SELECT * FROM files WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export async function findFiles(db: Queryable, ids: string[]): Promise<FileRow[]> {
  const { rows } = await db.query<FileRow>(
    'SELECT * FROM files WHERE id = ANY($1::uuid[]) ORDER BY created_at, id',
    [ids],
  );
  return rows;
}

/** The object keys of every version of these files: what to remove once their rows are gone. */
async function versionKeys(db: Queryable, fileIds: string[]): Promise<string[]> {
  const { rows } = await db.query<{ storage_key: string }>(
    'SELECT storage_key FROM file_versions WHERE file_id = ANY($1::uuid[])',
    [fileIds],
  );
  return rows.map((row) => row.storage_key);
}

/** Removes a file with its versions; answers the keys of their bytes, to remove after commit. */
export async function deleteFileRow(db: Queryable, id: string): Promise<string[]> {
  const keys = await versionKeys(db, [id]);
  await db.query('DELETE FROM files WHERE id = $1', [id]);
  return keys;
}

/** Removes a user's files and answers them with their versions' keys, to remove after commit. */
export async function deleteFilesOfUser(
  db: Queryable,
  userId: string,
): Promise<{ files: FileRow[]; keys: string[] }> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM files WHERE user_id = $1', [
    userId,
  ]);
  const keys = await versionKeys(
    db,
    rows.map((row) => row.id),
  );
  const deleted = await db.query<FileRow>('DELETE FROM files WHERE user_id = $1 RETURNING *', [
    userId,
  ]);
  return { files: deleted.rows, keys };
}

export async function setFileTitle(db: Queryable, id: string, title: string): Promise<FileRow> {
  const { rows } = await db.query<FileRow>(
    'UPDATE files SET title = $2 WHERE id = $1 RETURNING *',
    [id, title],
  );
  return rows[0]!;
}

/** Sets opened_at the first time only; null when it was already set (or no such file). */
export async function markOpened(db: Queryable, id: string): Promise<FileRow | null> {
  const { rows } = await db.query<FileRow>(
    'UPDATE files SET opened_at = now() WHERE id = $1 AND opened_at IS NULL RETURNING *',
    [id],
  );
  return rows[0] ?? null;
}

/** Every version's bytes count against the quota; `count` is files, not versions. */
export async function storageUsed(db: Queryable): Promise<{ used: number; count: number }> {
  const { rows } = await db.query<{ used: string; count: string }>(
    `SELECT COALESCE(sum(size_bytes), 0)::text AS used, count(DISTINCT file_id)::text AS count
       FROM file_versions`,
  );
  return { used: Number(rows[0]?.used ?? 0), count: Number(rows[0]?.count ?? 0) };
}

/**
 * Bytes and files each tenant stores, in one read across tenants: run it in a transaction
 * scoped as the platform reader (migration 0003's policy), never a tenant's.
 */
export async function storageByTenant(
  db: Queryable,
): Promise<{ tenant_id: string; usedBytes: number; files: number }[]> {
  const { rows } = await db.query<{ tenant_id: string; used: string; files: string }>(
    `SELECT tenant_id, sum(size_bytes)::text AS used, count(DISTINCT file_id)::text AS files
       FROM file_versions GROUP BY tenant_id`,
  );
  return rows.map((row) => ({
    tenant_id: row.tenant_id,
    usedBytes: Number(row.used),
    files: Number(row.files),
  }));
}
