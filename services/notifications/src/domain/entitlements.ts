/**
 * The plan's say on the integrations notifications sends (webhooks, Slack), from tenancy's
 * tenant events: `created` gives the starting tier, `plan_changed` the features in effect after
 * billing changed the plan. Each event sets absolute values, so applying one twice changes
 * nothing; a tenant not heard of yet is allowed both (store/integrationTargets.ts reads them
 * with the super admin's switches at the moment of sending).
 */
import type { Queryable } from '@portico/kit';
import { planAllows, TENANT_TIERS, type TenantTier } from '@portico/rules';
import { upsertTenantEntitlements } from '../store/tenantEntitlements';

export type EntitledIntegration = 'webhooks' | 'slack';
export type Entitlements = Record<EntitledIntegration, boolean>;

/** What a tenant event (portico.events.v1.TenantEvent) says of the tenant's plan. */
export interface TenantPlanNews {
  tenant_id: string;
  created?: { tier: string } | null;
  plan_changed?: { features: string[] } | null;
}

/** What a tenant event says the tenant may use; undefined when it says nothing about it. */
export function entitlementsOfEvent(
  message: TenantPlanNews,
): { tenantId: string; allowed: Entitlements } | undefined {
  const tenantId = message.tenant_id;
  if (!tenantId) return undefined;
  let allowed: (feature: EntitledIntegration) => boolean;
  if (message.plan_changed) {
    const features = new Set(message.plan_changed.features);
    allowed = (f) => features.has(f);
  } else if (message.created) {
    const tier: TenantTier = (TENANT_TIERS as readonly string[]).includes(message.created.tier)
      ? (message.created.tier as TenantTier)
      : 'starter';
    allowed = (f) => planAllows(tier, f);
  } else return undefined;
  return { tenantId, allowed: { webhooks: allowed('webhooks'), slack: allowed('slack') } };
}

/** Keeps what the event says, inside the consumer's transaction. */
export async function followTenantEvent(tx: Queryable, message: TenantPlanNews): Promise<void> {
  const found = entitlementsOfEvent(message);
  if (found) await upsertTenantEntitlements(tx, found.tenantId, found.allowed);
}
