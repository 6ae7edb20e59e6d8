/**
 * Plan entitlements of the integrations notifications sends (webhooks, Slack), kept from
 * tenancy's tenant events on portico.tenancy.tenant.v1 (domain/entitlements.ts says what each
 * event allows). Events are keyed by tenant, so they arrive in order; each is applied once
 * (processed_events) and sets absolute values, so a redelivery changes nothing.
 */
import { decodeEvent, idempotentHandler, type Database } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import { followTenantEvent } from '../domain/entitlements';

export const ENTITLEMENT_TOPICS = [TOPICS.tenancyTenant];

export function entitlementEventHandler(db: Database) {
  return idempotentHandler(
    db,
    'notifications.tenant-entitlements',
    async (tx, event) => {
      if (event.type !== 'created' && event.type !== 'plan_changed') return;
      await followTenantEvent(tx, decodeEvent('portico.events.v1.TenantEvent', event.payload));
    },
    // One platform-wide table, written for every tenant.
    { tenantScoped: false },
  );
}
