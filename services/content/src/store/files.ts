/** SQL for files (tenant-owned; run inside db.tenantTransaction so row-level security applies). */
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
}

export type NewFile = Omit<FileRow, 'opened_at' | 'created_at' | 'size_bytes'> & {
  size_bytes: number;
};

export async function insertFile(db: Queryable, file: NewFile): Promise<FileRow> {
  const { rows } = await db.query<FileRow>(
    `INSERT INTO files (id, tenant_id, user_id, uploaded_by, title, file_name, content_type,
                        size_bytes, sha256, storage_key, assigned_roles, tags, message, scan_status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING *`,
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
    ],
  );
  return rows[0]!;
}

export interface FileFilter {
  limit: number;
  /** Only files owned by this user… */
  ownerId?: string;
  /** …or assigned to one of these roles. */
  orRoles?: string[];
  query?: string;
}

/** Newest first. Without owner or roles: every file of the tenant (admins). */
export async function listFiles(db: Queryable, filter: FileFilter): Promise<FileRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.ownerId !== undefined) {
    params.push(filter.ownerId);
    const owner = `user_id = $${params.length}`;
    if (filter.orRoles && filter.orRoles.length > 0) {
      params.push(filter.orRoles);
      where.push(`(${owner} OR assigned_roles && $${params.length}::text[])`);
    } else where.push(owner);
  }
  if (filter.query) {
    params.push(`%${filter.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const p = `$${params.length}`;
    where.push(
      `(title ILIKE ${p} OR file_name ILIKE ${p} OR EXISTS (SELECT 1 FROM unnest(tags) t WHERE t ILIKE ${p}))`,
    );
  }
  params.push(filter.limit);
  const { rows } = await db.query<FileRow>(
    `SELECT * FROM files ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY created_at DESC, id LIMIT $${params.length}`,
    params,
  );
  return rows;
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

export async function deleteFileRow(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM files WHERE id = $1', [id]);
  return rowCount === 1;
}

/** Removes a user's files and returns them, so their blobs can be removed after commit. */
export async function deleteFilesOfUser(db: Queryable, userId: string): Promise<FileRow[]> {
  const { rows } = await db.query<FileRow>('DELETE FROM files WHERE user_id = $1 RETURNING *', [
    userId,
  ]);
  return rows;
}

/** Sets opened_at the first time only; null when it was already set (or no such file). */
export async function markOpened(db: Queryable, id: string): Promise<FileRow | null> {
  const { rows } = await db.query<FileRow>(
    'UPDATE files SET opened_at = now() WHERE id = $1 AND opened_at IS NULL RETURNING *',
    [id],
  );
  return rows[0] ?? null;
}

export async function storageUsed(db: Queryable): Promise<{ used: number; count: number }> {
  const { rows } = await db.query<{ used: string; count: string }>(
    'SELECT COALESCE(sum(size_bytes), 0)::text AS used, count(*)::text AS count FROM files',
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
    `SELECT tenant_id, sum(size_bytes)::text AS used, count(*)::text AS files
       FROM files GROUP BY tenant_id`,
  );
  return rows.map((row) => ({
    tenant_id: row.tenant_id,
    usedBytes: Number(row.used),
    files: Number(row.files),
  }));
}
