/**
 * Tenancy follows billing's subscription events (portico.billing.subscription.v1, keyed by
 * tenant, so in order): a plan change sets the tenant's tier and plan-gated features (custom
 * domain, API keys, webhooks, …) and admin seats, a seat change its admin seats. Each update
 * sets absolute values, so a redelivered event leaves the same state.
 */
import { decodeEvent, type Database, type IncomingEvent } from '@portico/kit';
import {
  PLAN_ENTITLEMENTS,
  PLAN_FEATURES,
  planAllows,
  TENANT_TIERS,
  type PlanFeature,
  type TenantTier,
} from '@portico/rules';
import { updateTenantPlan, type TenantRow } from '../store/tenants';
import { publishTenantEvent } from './publish';
import { tierOfPlan } from '../domain/onboarding';

/** Features a workspace chooses for itself at onboarding; a plan change does not touch them. */
const CHOSEN: readonly PlanFeature[] = ['embeds', 'forms', 'files'];

export function followBillingEvents(db: Database) {
  return async (event: IncomingEvent): Promise<void> => {
    const message = decodeEvent('portico.events.v1.SubscriptionEvent', event.payload);
    const tenantId = message.tenant_id;
    if (!tenantId) return;
    if (message.plan_changed) {
      const granted = new Set(message.plan_changed.features);
      const features = Object.fromEntries(
        PLAN_FEATURES.filter((f) => !CHOSEN.includes(f)).map((f) => [f, granted.has(f)]),
      );
      const plan = message.plan_changed.new_plan;
      const tier = plan in PLAN_ENTITLEMENTS ? tierOfPlan(plan) : undefined;
      // Events from before seats rode along (field 7) carry 0: their seats_changed follows.
      const seats =
        message.plan_changed.seats_purchased >= 1
          ? message.plan_changed.seats_purchased
          : undefined;
      await db.tenantTransaction(tenantId, async (tx) => {
        const updated = await updateTenantPlan(tx, tenantId, { tier, features, seats });
        if (!updated) return;
        // In the same transaction (outbox): services that act per event on the plan
        // (notifications stops webhook and Slack deliveries) learn it with the change.
        await publishTenantEvent(tx, 'plan_changed', {
          tenant_id: tenantId,
          plan_changed: { tier: updated.tier, features: featuresInEffect(updated) },
        });
      });
    }
    if (message.seats_changed && message.seats_changed.new_seats >= 1) {
      const seats = message.seats_changed.new_seats;
      await db.tenantTransaction(tenantId, (tx) => updateTenantPlan(tx, tenantId, { seats }));
    }
  };
}

/** The plan features the tenant may use: its tier allows them and no flag switched them off. */
function featuresInEffect(tenant: TenantRow): string[] {
  const tier: TenantTier = (TENANT_TIERS as readonly string[]).includes(tenant.tier)
    ? (tenant.tier as TenantTier)
    : 'starter';
  const flags = tenant.features ?? {};
  return PLAN_FEATURES.filter((f) => flags[f] !== false && planAllows(tier, f));
}
