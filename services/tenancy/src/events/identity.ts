/**
 * Tenancy follows identity's user events (portico.identity.user.v1, keyed by user, so one
 * user's events stay in order) for one thing: an account taken back by its address's real
 * owner (`account_reclaimed`, identity's src/domain/accountReclaim.ts) keeps no API key the old
 * holder made, in any workspace the account belongs to. Revoking is idempotent, so a
 * redelivered event changes nothing more.
 */
import { decodeEvent, type Database, type IncomingEvent } from '@portico/kit';
import { publishAudit } from './publish';
import { revokeApiKeysMadeBy } from '../store/apiKeys';
import { listMembershipsOfUser } from '../store/memberships';

export function followIdentityEvents(db: Database) {
  return async (event: IncomingEvent): Promise<void> => {
    if (event.type !== 'account_reclaimed') return;
    const message = decodeEvent('portico.events.v1.UserEvent', event.payload);
    const userId = message.user_id;
    if (!userId) return;
    const memberships = await db.userTransaction(userId, (tx) => listMembershipsOfUser(tx, userId));
    for (const { tenant_id: tenantId } of memberships) {
      await db.tenantTransaction(tenantId, async (tx) => {
        const at = new Date();
        for (const key of await revokeApiKeysMadeBy(tx, tenantId, userId, at)) {
          await publishAudit(tx, {
            actorUserId: null,
            action: 'api_key.revoked',
            entityType: 'api_key',
            entityId: key.id,
            tenantId,
            details: { label: key.label, prefix: key.prefix, reason: 'account_reclaimed' },
            at,
          });
        }
      });
    }
  };
}
