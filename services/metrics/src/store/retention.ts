/** SQL for audit retention: the days in force and the pruning of old rows. */
import type { Queryable } from '@portico/kit';
import { DEFAULT_PLATFORM_SETTINGS } from '@portico/rules';

export async function auditRetentionDays(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ audit_days: number }>(
    'SELECT audit_days FROM retention_policy',
  );
  return rows[0]?.audit_days ?? DEFAULT_PLATFORM_SETTINGS.retention.auditDays;
}

/** The announced policy, or null before any; `version` is updated_at to the microsecond. */
export async function readRetentionPolicy(
  db: Queryable,
): Promise<{ auditDays: number; version: string } | null> {
  const { rows } = await db.query<{ audit_days: number; version: string }>(
    'SELECT audit_days, updated_at::text AS version FROM retention_policy',
  );
  return rows[0] ? { auditDays: rows[0].audit_days, version: rows[0].version } : null;
}

/**
 * Stores days read from tenancy only if the policy is still the one seen before asking (null:
 * there was none): an announcement that landed meanwhile is newer and stays.
 */
export async function writeReadRetentionDays(
  db: Queryable,
  days: number,
  seenVersion: string | null,
): Promise<void> {
  await db.query(
    `INSERT INTO retention_policy (id, audit_days, updated_at) VALUES (true, $1, now())
     ON CONFLICT (id) DO UPDATE SET audit_days = EXCLUDED.audit_days, updated_at = now()
      WHERE retention_policy.updated_at = $2::timestamptz`,
    [days, seenVersion],
  );
}

export async function setAuditRetentionDays(db: Queryable, days: number): Promise<void> {
  await db.query(
    `INSERT INTO retention_policy (id, audit_days, updated_at) VALUES (true, $1, now())
     ON CONFLICT (id) DO UPDATE SET audit_days = EXCLUDED.audit_days, updated_at = now()`,
    [days],
  );
}

/**
 * Deletes audit rows created before `before`. Each chain loses only an unbroken prefix (up to
 * its first row that is still young enough), and its head records the last link removed so
 * the chain check resumes from it. Rows logged before chaining existed go by age alone.
 * Returns how many rows were deleted. Run inside one transaction.
 */
export async function pruneAuditLog(db: Queryable, before: Date): Promise<number> {
  await db.query(
    `WITH bounds AS (
       SELECT chain_key,
              COALESCE(MIN(chain_seq) FILTER (WHERE created_at >= $1) - 1, MAX(chain_seq)) AS cut
         FROM audit_log WHERE chain_key IS NOT NULL GROUP BY chain_key
     ), anchors AS (
       SELECT l.chain_key, l.chain_seq, l.hash
         FROM audit_log l JOIN bounds b ON l.chain_key = b.chain_key AND l.chain_seq = b.cut
     )
     UPDATE audit_chain_head h SET pruned_seq = a.chain_seq, pruned_hash = a.hash
       FROM anchors a
      WHERE h.chain_key = a.chain_key AND a.chain_seq > h.pruned_seq`,
    [before],
  );
  const chained = await db.query(
    `DELETE FROM audit_log l USING audit_chain_head h
      WHERE l.chain_key = h.chain_key AND l.chain_seq <= h.pruned_seq`,
  );
  const unchained = await db.query(
    'DELETE FROM audit_log WHERE chain_key IS NULL AND created_at < $1',
    [before],
  );
  return chained.rowCount + unchained.rowCount;
}
