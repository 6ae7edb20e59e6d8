/**
 * Landing-page checkouts claimed by the workspace created after them, keyed by session: the
 * key makes a second claim find the first.
 */
import type { Queryable } from '@portico/kit';

/** Claims the session for the tenant; answers false when it was claimed before. */
export async function insertClaim(
  db: Queryable,
  claim: { sessionId: string; tenantId: string; plan: string },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO checkout_claims (session_id, tenant_id, plan) VALUES ($1, $2, $3)
     ON CONFLICT (session_id) DO NOTHING`,
    [claim.sessionId, claim.tenantId, claim.plan],
  );
  return rowCount !== 0;
}

/** The tenant that claimed the session, if any. */
export async function claimantOf(db: Queryable, sessionId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ tenant_id: string }>(
    'SELECT tenant_id FROM checkout_claims WHERE session_id = $1',
    [sessionId],
  );
  return rows[0]?.tenant_id;
}
