/** The global integrations' credentials, one sealed row per provider (platform-wide, no RLS). */
import type { Queryable } from '@portico/kit';

export interface GlobalIntegrationRow {
  key: string;
  /** The sealer's iv | tag | ciphertext. */
  sealed: Buffer;
  last_used_at: Date | null;
  updated_at: Date;
}

export async function listGlobalIntegrationRows(db: Queryable): Promise<GlobalIntegrationRow[]> {
  const { rows } = await db.query<GlobalIntegrationRow>('SELECT * FROM global_integrations');
  return rows;
}

export async function deleteGlobalIntegration(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM global_integrations WHERE key = $1', [key]);
}

export async function upsertGlobalIntegration(
  db: Queryable,
  key: string,
  sealed: Buffer,
  actor: string,
): Promise<GlobalIntegrationRow> {
  const { rows } = await db.query<GlobalIntegrationRow>(
    `INSERT INTO global_integrations (key, sealed, updated_by) VALUES ($1, $2, $3)
     ON CONFLICT (key) DO UPDATE SET sealed = $2, updated_by = $3, updated_at = now()
     RETURNING *`,
    [key, sealed, actor],
  );
  return rows[0]!;
}

/** The row of a credential about to be used, stamped as used now; none when unset. */
export async function useGlobalIntegration(
  db: Queryable,
  key: string,
): Promise<GlobalIntegrationRow | undefined> {
  const { rows } = await db.query<GlobalIntegrationRow>(
    `UPDATE global_integrations SET last_used_at = now() WHERE key = $1 RETURNING *`,
    [key],
  );
  return rows[0];
}
