/**
 * Row-level security scopes besides the kit's tenant scope. Memberships and invitations are
 * tenant-owned, but two lookups start from a person: "my memberships" (app.user_id) and "the
 * invitation this token opens" (app.invitation_token). Each runs as the tenant role with only
 * its own setting, so the policies in migrations/0001 admit exactly those rows.
 */
import type { Database, Queryable, Tx } from '@portico/kit';

const ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Switches to the tenant role and sets one scope setting in a single round trip:
 * `set_config('role', …, true)` is what SET LOCAL ROLE does, and GetAccess (every
 * authenticated request with a tenant) pays one statement fewer than with the two apart.
 */
async function enterAs(db: Database, tx: Queryable, setting: string, value: string): Promise<void> {
  if (!ROLE_NAME.test(db.tenantRole))
    throw new Error(`Invalid tenant role ${JSON.stringify(db.tenantRole)}`);
  await tx.query(`SELECT set_config('role', $1, true), set_config($2, $3, true)`, [
    db.tenantRole,
    setting,
    value,
  ]);
}

/** A transaction that sees the memberships of one user across tenants. */
export function userTransaction<T>(
  db: Database,
  userId: string,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await enterAs(db, tx, 'app.user_id', userId);
    return fn(tx);
  });
}

/** A transaction that sees the one invitation whose token hash is given. */
export function invitationTransaction<T>(
  db: Database,
  tokenHash: string,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await enterAs(db, tx, 'app.invitation_token', tokenHash);
    return fn(tx);
  });
}

/** Inside an open scoped transaction, switches the tenant the tenant policies admit. */
export async function enterTenant(tx: Queryable, tenantId: string): Promise<void> {
  await tx.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenantId]);
}
