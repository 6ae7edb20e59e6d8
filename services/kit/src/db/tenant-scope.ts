import { invalid } from '../errors';
import { quoteRoleName } from './identifiers';
import type { Database, Queryable, RowScope } from './types';

/** `app.<name>` settings a service's own policies may read besides tenant and user. */
const SETTING_NAME = /^[a-z_][a-z0-9_]{0,47}$/;

/**
 * Tenant policies cast app.tenant_id to uuid (services/kit/src/db/README.md), so anything else
 * would fail inside PostgreSQL as a 500; no tenant has such an id, so the caller hears that.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The settings of a scope by their full names, refusing empty values and odd names. */
function settingsOf(scope: RowScope): Array<[string, string]> {
  const settings: Array<[string, string, string]> = [];
  if (scope.tenantId !== undefined) settings.push(['app.tenant_id', scope.tenantId, 'tenant id']);
  if (scope.userId !== undefined) settings.push(['app.user_id', scope.userId, 'user id']);
  for (const [name, value] of Object.entries(scope.settings ?? {})) {
    if (!SETTING_NAME.test(name) || name === 'tenant_id' || name === 'user_id') {
      throw new TypeError(`A scoped transaction cannot set app.${name}`);
    }
    settings.push([`app.${name}`, value, name.replace(/_/g, ' ')]);
  }
  if (settings.length === 0) {
    throw new TypeError('A scoped transaction needs a tenant id, a user id or a setting');
  }
  for (const [, value, label] of settings) {
    if (typeof value !== 'string' || value.trim() === '') {
      throw new TypeError(`A scoped transaction needs a non-empty ${label}`);
    }
  }
  if (scope.tenantId !== undefined && !UUID.test(scope.tenantId)) {
    throw invalid('Unknown tenant', 'tenant');
  }
  return settings.map(([name, value]) => [name, value]);
}

/**
 * Runs as the tenant role with the scope's settings, in one statement:
 * `set_config('role', …, true)` is what SET LOCAL ROLE does, and every request with a tenant
 * pays for this round trip.
 */
async function enterScope(tx: Queryable, tenantRole: string, scope: RowScope): Promise<void> {
  const settings = settingsOf(scope);
  const calls = settings.map((_, i) => `set_config($${2 * i + 2}, $${2 * i + 3}, true)`);
  await tx.query(`SELECT set_config('role', $1, true), ${calls.join(', ')}`, [
    tenantRole,
    ...settings.flat(),
  ]);
}

/**
 * The same scope as one statement with its values as literals, for a transaction to open with
 * `BEGIN; <this>` in a single round trip (postgres.ts): every tenant request pays for the
 * round trip `enter` would add. `literal` is the driver's own escaping (pg's escapeLiteral).
 */
function scopeStatement(
  tenantRole: string,
  scope: RowScope,
  literal: (value: string) => string,
): string {
  const calls = settingsOf(scope).map(
    ([name, value]) => `set_config(${literal(name)}, ${literal(value)}, true)`,
  );
  return `SELECT set_config('role', ${literal(tenantRole)}, true), ${calls.join(', ')}`;
}

/**
 * Turns an open transaction into a scoped one: until COMMIT/ROLLBACK it runs as the tenant
 * role (no BYPASSRLS, owns nothing, so row-level security applies) with the scope's `app.*`
 * settings, which the policies compare rows with. Everything is LOCAL, so it ends with the
 * transaction and a pooled connection never carries it to its next user.
 */
export class TenantScope {
  /** Throws at start-up, not at the first request, when the role name is not an identifier. */
  constructor(readonly tenantRole: string) {
    quoteRoleName(tenantRole);
  }

  enter(tx: Queryable, scope: RowScope): Promise<void> {
    return enterScope(tx, this.tenantRole, scope);
  }

  /** Throws what `enter` would for a bad scope, without a statement. */
  check(scope: RowScope): void {
    settingsOf(scope);
  }

  /** What `enter` does, as one statement to send with BEGIN (see scopeStatement). */
  statement(scope: RowScope, literal: (value: string) => string): string {
    return scopeStatement(this.tenantRole, scope, literal);
  }
}

/**
 * Inside a scoped transaction, adds or replaces settings: for example, once the invitation a
 * token opens has been read, the tenant it belongs to, so the membership is written in the
 * same transaction. It (re)enters the tenant role too, so it never widens what the service's
 * own user sees.
 */
export function extendScope(
  db: Pick<Database, 'tenantRole'>,
  tx: Queryable,
  scope: RowScope,
): Promise<void> {
  return enterScope(tx, db.tenantRole, scope);
}
