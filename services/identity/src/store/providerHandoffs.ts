/**
 * SQL for the handoff of a provider sign-in to a tenant's host (migration 0009): the code is
 * kept only as its SHA-256, and redeeming spends it in one statement.
 */
import type { Queryable } from '@portico/kit';

export interface HandoffRow {
  state_hash: string;
  provider: string;
  user_id: string;
  tenant_host: string;
  return_to: string;
  created: boolean;
}

export async function insertHandoff(
  db: Queryable,
  handoff: HandoffRow & { codeHash: string; at: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO sign_in_provider_handoffs (code_hash, state_hash, provider, user_id, tenant_host,
       return_to, created, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      handoff.codeHash,
      handoff.state_hash,
      handoff.provider,
      handoff.user_id,
      handoff.tenant_host,
      handoff.return_to,
      handoff.created,
      handoff.at,
      handoff.expiresAt,
    ],
  );
  // Spent and stale handoffs are of no use to anyone; a few go at each new one.
  await db.query(
    `DELETE FROM sign_in_provider_handoffs WHERE code_hash IN (
       SELECT code_hash FROM sign_in_provider_handoffs WHERE expires_at < $1::timestamptz - interval '1 hour'
        LIMIT 100)`,
    [handoff.at],
  );
}

/**
 * Spends the handoff in one UPDATE whatever comes next, so a code is tried once: a second use,
 * however it is presented, finds nothing. Answers 'unknown' (never made or already used),
 * 'expired', or the handoff for the caller to check its host and browser binding.
 */
export async function consumeHandoff(
  db: Queryable,
  codeHash: string,
  now: Date,
): Promise<HandoffRow | 'unknown' | 'expired'> {
  const { rows } = await db.query<HandoffRow & { expired: boolean }>(
    `UPDATE sign_in_provider_handoffs SET consumed_at = $2
      WHERE code_hash = $1 AND consumed_at IS NULL
      RETURNING state_hash, provider, user_id, tenant_host, return_to, created,
                expires_at <= $2 AS expired`,
    [codeHash, now],
  );
  const row = rows[0];
  if (!row) return 'unknown';
  if (row.expired) return 'expired';
  return {
    state_hash: row.state_hash,
    provider: row.provider,
    user_id: row.user_id,
    tenant_host: row.tenant_host,
    return_to: row.return_to,
    created: row.created,
  };
}
