/**
 * Mission Control's Active Users card (super admins only): people and tenants active since the
 * moment the gateway names (today's 00:00 UTC), from this service's own audit log.
 */
import { unary, type CallContext, type Database } from '@portico/kit';
import type { metricsV1 } from '@portico/proto';
import { activeSince } from '../domain/activeUsers';
import { requireSuperAdmin } from './audit';

export function missionControlHandlers(db: Database) {
  return {
    GetActiveUsers: unary(
      async (req: metricsV1.GetActiveUsersRequest__Output, ctx: CallContext) => {
        requireSuperAdmin(ctx);
        const { users, tenants } = await activeSince(db, new Date(req.since));
        return { today: users, tenants };
      },
    ),
  };
}
