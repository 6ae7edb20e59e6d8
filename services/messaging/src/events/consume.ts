/**
 * What messaging follows: a member who leaves a tenant leaves its conversations (their messages
 * stay, as sent), and the message retention days from Super Settings. Both handlers set a
 * state, so a redelivered event changes nothing.
 */
import { decodeEvent, type Database, type IncomingEvent } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import { messageDaysIn, rememberMessageDays } from '../domain/retention';
import { removeFromEveryConversation } from '../store/conversations';

export const CONSUMED_TOPICS = [TOPICS.tenancyMembership, TOPICS.tenancyPlatform];

export function messagingEventHandler(db: Database) {
  return async (event: IncomingEvent): Promise<void> => {
    if (event.topic === TOPICS.tenancyMembership && event.type === 'removed') {
      const membership = decodeEvent('portico.events.v1.MembershipEvent', event.payload);
      if (!membership.tenant_id || !membership.user_id) return;
      await db.tenantTransaction(membership.tenant_id, (tx) =>
        removeFromEveryConversation(tx, membership.user_id),
      );
      return;
    }
    if (event.topic === TOPICS.tenancyPlatform && event.type === 'settings_changed') {
      const platform = decodeEvent('portico.events.v1.PlatformEvent', event.payload);
      const days = messageDaysIn(platform.settings_changed?.settings_json ?? '');
      if (days !== undefined) await rememberMessageDays(db, days);
    }
  };
}
