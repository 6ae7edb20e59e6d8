/**
 * What billing consumes: tenancy's TenantEvent.created (portico.tenancy.tenant.v1). A tenant
 * a super admin created with "Bypass Billing" starts its subscription on the tier chosen,
 * status bypassed, with its seats, so billing's view (summary, entitlements, revenue) agrees
 * with the tenant's tier. The event rather than a gateway call to StartSubscription: tenancy
 * writes it to its outbox in the transaction that creates the tenant, so it is delivered
 * whenever billing comes back, where a call made after the tenant was created is lost if
 * billing is down or the gateway dies in between. Applied once per event id.
 */
import { decodeEvent, idempotentHandler, type Database, type EventHandler } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import { startSubscription } from '../domain/start';

export const CONSUMED_TOPICS = [TOPICS.tenancyTenant];

export function tenantCreatedHandler(db: Database): EventHandler {
  return idempotentHandler(db, 'billing.tenant-created', async (tx, event) => {
    if (event.topic !== TOPICS.tenancyTenant || event.type !== 'created') return;
    const message = decodeEvent('portico.events.v1.TenantEvent', event.payload);
    const created = message.created;
    const tenantId = message.tenant_id || event.tenantId;
    // A tenant made by onboarding is on starter already (no row means starter).
    if (!created?.bypass_billing || !tenantId) return;
    await startSubscription(tx, {
      tenantId,
      plan: created.tier,
      seats: created.seats_total,
      bypassBilling: true,
    });
  });
}
