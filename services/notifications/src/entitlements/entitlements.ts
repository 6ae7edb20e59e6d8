/**
 * Plan entitlements of the integrations notifications sends (webhooks, Slack), kept from
 * tenancy's tenant events on portico.tenancy.tenant.v1: `created` gives the starting tier,
 * `plan_changed` the features in effect after billing changed the plan. Events are keyed by
 * tenant, so they arrive in order; each is applied once (processed_events) and sets absolute
 * values, so a redelivery changes nothing.
 */
import { decodeEvent, idempotentHandler, type Database, type Queryable } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import { planAllows, TENANT_TIERS, type TenantTier } from '@portico/rules';

export const ENTITLEMENT_TOPICS = [TOPICS.tenancyTenant];

export type EntitledIntegration = 'webhooks' | 'slack';

export function entitlementEventHandler(db: Database) {
  return idempotentHandler(
    db,
    'notifications.tenant-entitlements',
    async (tx, event) => {
      if (event.type !== 'created' && event.type !== 'plan_changed') return;
      const message = decodeEvent('portico.events.v1.TenantEvent', event.payload);
      const tenantId = message.tenant_id;
      if (!tenantId) return;
      let allowed: (feature: EntitledIntegration) => boolean;
      if (message.plan_changed) {
        const features = new Set(message.plan_changed.features);
        allowed = (f) => features.has(f);
      } else if (message.created) {
        const tier: TenantTier = (TENANT_TIERS as readonly string[]).includes(message.created.tier)
          ? (message.created.tier as TenantTier)
          : 'starter';
        allowed = (f) => planAllows(tier, f);
      } else return;
      await tx.query(
        `INSERT INTO tenant_entitlements (tenant_id, webhooks, slack, updated_at)
         VALUES ($1, $2, $3, now())
         ON CONFLICT (tenant_id) DO UPDATE
           SET webhooks = EXCLUDED.webhooks, slack = EXCLUDED.slack, updated_at = now()`,
        [tenantId, allowed('webhooks'), allowed('slack')],
      );
    },
    // One platform-wide table, written for every tenant.
    { tenantScoped: false },
  );
}

/** What the tenant's plan allows; a tenant not heard of yet is allowed both. */
export async function planEntitlements(
  db: Queryable,
  tenantId: string,
): Promise<Record<EntitledIntegration, boolean>> {
  const { rows } = await db.query<{ webhooks: boolean; slack: boolean }>(
    'SELECT webhooks, slack FROM tenant_entitlements WHERE tenant_id = $1',
    [tenantId],
  );
  return rows[0] ?? { webhooks: true, slack: true };
}
