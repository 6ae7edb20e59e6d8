/** SQL for file versions (tenant-owned; run inside db.tenantTransaction). */
import type { Queryable } from '@portico/kit';
import type { FileRow } from './files';

export interface VersionRow {
  id: string;
  tenant_id: string;
  file_id: string;
  number: number;
  uploaded_by: string;
  file_name: string;
  content_type: string;
  /** bigint arrives as text. */
  size_bytes: string;
  sha256: string;
  storage_key: string;
  scan_status: 'clean' | 'not_scanned';
  created_at: Date;
}

export type NewVersion = Omit<VersionRow, 'number' | 'created_at' | 'size_bytes'> & {
  size_bytes: number;
};

/** Every version of a file, newest first. */
export async function listVersions(db: Queryable, fileId: string): Promise<VersionRow[]> {
  const { rows } = await db.query<VersionRow>(
    'SELECT * FROM file_versions WHERE file_id = $1 ORDER BY number DESC',
    [fileId],
  );
  return rows;
}

export async function findVersion(db: Queryable, id: string): Promise<VersionRow | null> {
  const { rows } = await db.query<VersionRow>('SELECT * FROM file_versions WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** The version the files row shows: its newest. */
export async function currentVersion(db: Queryable, fileId: string): Promise<VersionRow | null> {
  const { rows } = await db.query<VersionRow>(
    'SELECT * FROM file_versions WHERE file_id = $1 ORDER BY number DESC LIMIT 1',
    [fileId],
  );
  return rows[0] ?? null;
}

/**
 * Adds the next version of a file and makes the files row show it. The file row is locked
 * first, so two versions finishing at once get consecutive numbers.
 */
export async function addVersion(
  db: Queryable,
  version: NewVersion,
): Promise<{ file: FileRow; version: VersionRow } | null> {
  const locked = await db.query<{ version: number }>(
    'SELECT version FROM files WHERE id = $1 FOR UPDATE',
    [version.file_id],
  );
  const current = locked.rows[0];
  if (!current) return null;
  const number = current.version + 1;
  const inserted = await db.query<VersionRow>(
    `INSERT INTO file_versions (id, tenant_id, file_id, number, uploaded_by, file_name,
                                content_type, size_bytes, sha256, storage_key, scan_status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
    [
      version.id,
      version.tenant_id,
      version.file_id,
      number,
      version.uploaded_by,
      version.file_name,
      version.content_type,
      version.size_bytes,
      version.sha256,
      version.storage_key,
      version.scan_status,
    ],
  );
  const updated = await db.query<FileRow>(
    `UPDATE files SET version = $2, file_name = $3, content_type = $4, size_bytes = $5,
                      sha256 = $6, storage_key = $7, scan_status = $8
      WHERE id = $1 RETURNING *`,
    [
      version.file_id,
      number,
      version.file_name,
      version.content_type,
      version.size_bytes,
      version.sha256,
      version.storage_key,
      version.scan_status,
    ],
  );
  return { file: updated.rows[0]!, version: inserted.rows[0]! };
}
