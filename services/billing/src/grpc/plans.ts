/** Plan catalog RPCs: decode, ask the domain, encode. */
import { unary } from '@portico/kit';
import type { billingV1 } from '@portico/proto';
import { PLAN_CATALOG, priceIdOf, type Plan } from '../domain/plan-catalog';

type PlanMessage = billingV1.Plan__Output;

export function toPlanMessage(
  plan: Plan,
  priceIds: Record<string, string | undefined>,
): PlanMessage {
  return {
    key: plan.key,
    name: plan.name,
    monthly_price_cents: plan.monthlyPriceCents,
    annual_monthly_price_cents: plan.annualMonthlyPriceCents,
    client_limit: plan.clientLimit === 'unlimited' ? 0 : plan.clientLimit,
    unlimited_clients: plan.clientLimit === 'unlimited',
    included_seats: plan.includedSeats,
    seat_price_cents: plan.seatPriceCents,
    highlights: [...plan.highlights],
    features: [...plan.features],
    contact_sales: plan.contactSales,
    monthly_price_id: plan.contactSales ? '' : priceIdOf(plan, 'monthly', priceIds),
    annual_price_id: plan.contactSales ? '' : priceIdOf(plan, 'annual', priceIds),
  };
}

export function planHandlers(priceIds: Record<string, string | undefined>) {
  return {
    ListPlans: unary(async () => ({
      plans: PLAN_CATALOG.map((plan) => toPlanMessage(plan, priceIds)),
    })),
  };
}
