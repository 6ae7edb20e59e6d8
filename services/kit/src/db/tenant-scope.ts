import { quoteRoleName } from './identifiers';
import type { Queryable } from './types';

/**
 * Turns an open transaction into a tenant-scoped one: until COMMIT/ROLLBACK it runs as the
 * tenant role (no BYPASSRLS, owns nothing, so row-level security applies) and
 * `app.tenant_id` names the tenant. Both settings are LOCAL, so they end with the
 * transaction and a pooled connection never carries them to its next user.
 */
export class TenantScope {
  private readonly setRole: string;

  /** Throws at start-up, not at the first request, when the role name is not an identifier. */
  constructor(readonly tenantRole: string) {
    this.setRole = `SET LOCAL ROLE ${quoteRoleName(tenantRole)}`;
  }

  async enter(tx: Queryable, tenantId: string): Promise<void> {
    if (typeof tenantId !== 'string' || tenantId.trim() === '') {
      throw new TypeError('A tenant-scoped transaction needs a non-empty tenant id');
    }
    await tx.query(this.setRole);
    await tx.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenantId]);
  }
}
