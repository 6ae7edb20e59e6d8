/**
 * One row per session that opened a tenant: the key makes a session's sign-in recorded once.
 * Tenant-owned; the session_pruning policy allows the delete of old rows outside any tenant.
 */
import type { Queryable } from '@portico/kit';

/** Answers false when the session's sign-in to the tenant was recorded before. */
export async function insertTenantSignIn(
  db: Queryable,
  signIn: { sessionId: string; tenantId: string; userId: string },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO tenant_sign_ins (session_id, tenant_id, user_id) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [signIn.sessionId, signIn.tenantId, signIn.userId],
  );
  return rowCount === 1;
}

/** Drops the rows of sessions opened more than 31 days ago; answers how many. */
export async function deleteOldTenantSignIns(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    "DELETE FROM tenant_sign_ins WHERE opened_at < now() - interval '31 days'",
  );
  return rowCount ?? 0;
}
