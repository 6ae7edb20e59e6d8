/**
 * Mission Control's Active Users, counted from the audit log every service feeds: the one
 * place that sees sign-ins (identity) and what people then do in their tenants (tenancy,
 * content, forms, ...). Attempts that failed, and rate-limit refusals, are not activity; what a
 * super admin does while acting as someone is the super admin's, not that person's.
 */
import type { Queryable } from '@portico/kit';

/** Audited actions that are refusals rather than someone being active. */
const NOT_ACTIVITY = "(action LIKE '%\\_failed' OR action = 'auth.rate_limited')";

export async function countActive(
  db: Queryable,
  since: Date,
): Promise<{ users: number; tenants: number }> {
  const { rows } = await db.query<{ users: string; tenants: string }>(
    `SELECT count(DISTINCT actor_user_id) FILTER (WHERE impersonator_user_id IS NULL) AS users,
            count(DISTINCT tenant_id) AS tenants
       FROM audit_log
      WHERE created_at >= $1 AND NOT ${NOT_ACTIVITY}`,
    [since],
  );
  return { users: Number(rows[0]?.users ?? 0), tenants: Number(rows[0]?.tenants ?? 0) };
}
