/**
 * Mission Control's Active Users card (super admins only): people and tenants active since the
 * moment the gateway names (today's 00:00 UTC), from this service's own audit log.
 */
import { invalid, unary, type CallContext, type Database } from '@portico/kit';
import type { metricsV1 } from '@portico/proto';
import { countActive } from '../store/active-users';
import { requireSuperAdmin } from './audit';

/** A day back at most: the card says "today", and the audit log is indexed by time. */
const LONGEST_MS = 24 * 60 * 60 * 1000;

export function missionControlHandlers(db: Database) {
  return {
    GetActiveUsers: unary(
      async (req: metricsV1.GetActiveUsersRequest__Output, ctx: CallContext) => {
        requireSuperAdmin(ctx);
        const since = new Date(req.since);
        if (Number.isNaN(since.getTime()) || Date.now() - since.getTime() > LONGEST_MS)
          throw invalid('since must be a time within the last 24 hours', 'since');
        const { users, tenants } = await countActive(db, since);
        return { today: users, tenants };
      },
    ),
  };
}
