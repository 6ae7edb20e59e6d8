/** SQL for file requests and the files uploaded into them (tenant-owned). */
import type { Queryable } from '@portico/kit';
import type { FileRow } from './files';

export interface FileRequestRow {
  id: string;
  tenant_id: string;
  user_id: string;
  title: string;
  description: string;
  file_count: number;
  accepted_types: string[];
  /** YYYY-MM-DD. */
  due_on: string | null;
  requested_by: string;
  status: 'open' | 'fulfilled';
  created_at: Date;
  closed_at: Date | null;
}

const COLUMNS = `id, tenant_id, user_id, title, description, file_count, accepted_types,
                 to_char(due_on, 'YYYY-MM-DD') AS due_on, requested_by, status, created_at,
                 closed_at`;

export type NewFileRequest = Omit<FileRequestRow, 'status' | 'created_at' | 'closed_at'>;

export async function insertFileRequest(
  db: Queryable,
  request: NewFileRequest,
): Promise<FileRequestRow> {
  const { rows } = await db.query<FileRequestRow>(
    `INSERT INTO file_requests (id, tenant_id, user_id, title, description, file_count,
                                accepted_types, due_on, requested_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9) RETURNING ${COLUMNS}`,
    [
      request.id,
      request.tenant_id,
      request.user_id,
      request.title,
      request.description,
      request.file_count,
      request.accepted_types,
      request.due_on,
      request.requested_by,
    ],
  );
  return rows[0]!;
}

export async function findFileRequest(db: Queryable, id: string): Promise<FileRequestRow | null> {
  const { rows } = await db.query<FileRequestRow>(
    `SELECT ${COLUMNS} FROM file_requests WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Locks the request while a file lands in it, so two last uploads cannot both fulfil it. */
export async function lockFileRequest(db: Queryable, id: string): Promise<FileRequestRow | null> {
  const { rows } = await db.query<FileRequestRow>(
    `SELECT ${COLUMNS} FROM file_requests WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

export async function attachFile(db: Queryable, requestId: string, fileId: string) {
  await db.query(`UPDATE files SET request_id = $1 WHERE id = $2`, [requestId, fileId]);
}

export async function filesOfRequest(db: Queryable, requestId: string): Promise<FileRow[]> {
  const { rows } = await db.query<FileRow>(
    `SELECT * FROM files WHERE request_id = $1 ORDER BY created_at, id`,
    [requestId],
  );
  return rows;
}

export async function fulfil(db: Queryable, id: string): Promise<FileRequestRow> {
  const { rows } = await db.query<FileRequestRow>(
    `UPDATE file_requests SET status = 'fulfilled', closed_at = now() WHERE id = $1
     RETURNING ${COLUMNS}`,
    [id],
  );
  return rows[0]!;
}
