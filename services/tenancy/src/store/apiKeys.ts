/** SQL for API keys (tenant-owned; read only inside the tenant's transaction). */
import type { Queryable } from '@portico/kit';

export interface ApiKeyRow {
  id: string;
  tenant_id: string;
  label: string;
  prefix: string;
  key_hash: string;
  created_by: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export async function listApiKeys(db: Queryable, tenantId: string): Promise<ApiKeyRow[]> {
  const { rows } = await db.query<ApiKeyRow>(
    'SELECT * FROM api_keys WHERE tenant_id = $1 ORDER BY created_at DESC, id',
    [tenantId],
  );
  return rows;
}

export async function insertApiKey(
  db: Queryable,
  k: { id: string; tenantId: string; label: string; prefix: string; hash: string; by: string },
): Promise<ApiKeyRow> {
  const { rows } = await db.query<ApiKeyRow>(
    `INSERT INTO api_keys (id, tenant_id, label, prefix, key_hash, created_by)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [k.id, k.tenantId, k.label, k.prefix, k.hash, k.by],
  );
  return rows[0]!;
}

export async function findApiKeyByPrefix(
  db: Queryable,
  tenantId: string,
  prefix: string,
): Promise<ApiKeyRow | null> {
  const { rows } = await db.query<ApiKeyRow>(
    'SELECT * FROM api_keys WHERE tenant_id = $1 AND prefix = $2',
    [tenantId, prefix],
  );
  return rows[0] ?? null;
}

export async function revokeApiKeyRow(
  db: Queryable,
  tenantId: string,
  id: string,
  at: Date,
): Promise<ApiKeyRow | null> {
  const { rows } = await db.query<ApiKeyRow>(
    `UPDATE api_keys SET revoked_at = COALESCE(revoked_at, $3)
      WHERE tenant_id = $1 AND id = $2 RETURNING *`,
    [tenantId, id, at],
  );
  return rows[0] ?? null;
}

export async function touchApiKey(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query('UPDATE api_keys SET last_used_at = $2 WHERE id = $1', [id, at]);
}

/** Revokes the tenant's live keys a user made; answers the ones revoked. */
export async function revokeApiKeysMadeBy(
  db: Queryable,
  tenantId: string,
  userId: string,
  at: Date,
): Promise<ApiKeyRow[]> {
  const { rows } = await db.query<ApiKeyRow>(
    `UPDATE api_keys SET revoked_at = $3
      WHERE tenant_id = $1 AND created_by = $2 AND revoked_at IS NULL RETURNING *`,
    [tenantId, userId, at],
  );
  return rows;
}
