import { isSelfServePlanKey, SELF_SERVE_PLAN_KEYS, type SelfServePlanKey } from '@portico/rules';

/**
 * The plan catalog every screen shows comes from billing (docs/product.md §10: one source of truth),
 * served at GET /api/public/plans and read with the kit's `usePlans()` (api/endpoints.ts).
 * Only presentation lives here: which card is highlighted (each card's tagline is a message of
 * the screen that shows it, so it reads in the person's language). Prices
 * and provider price ids are billing's; plan keys and what each plan entitles to are the
 * shared rules of `@portico/rules`.
 */
export type PlanId = SelfServePlanKey;
export type BillingPeriod = 'monthly' | 'annual';

/** The plans sold at checkout, in display order. */
export const PLAN_IDS: readonly PlanId[] = SELF_SERVE_PLAN_KEYS;
export const isPlanId = isSelfServePlanKey;
export {
  PLAN_ENTITLEMENTS,
  PLAN_KEYS,
  isPlanKey,
  planAllows,
  seatLimitOf,
  type PlanFeature,
  type PlanKey,
} from '@portico/rules';

export interface Plan {
  id: PlanId;
  name: string;
  /** Whole US dollars per month. */
  monthlyPrice: number;
  /** Whole US dollars per month when billed annually. */
  annualMonthlyPrice: number;
  /** null = unlimited. */
  clientLimit: number | null;
  features: string[];
  priceIds: Record<BillingPeriod, string>;
  highlighted?: boolean;
}

/** One plan as the gateway's public API spells it (prices in cents). */
export interface PublicPlan {
  key: string;
  name: string;
  monthly_price_cents: number;
  annual_monthly_price_cents: number;
  client_limit: number | null;
  highlights: string[];
  contact_sales: boolean;
  price_ids: Record<BillingPeriod, string>;
}

/** The card the pricing table draws the eye to. */
const HIGHLIGHTED: PlanId = 'pro';

/** Billing's plan as a card; undefined for plans sold by conversation (custom). */
export function toPlan(plan: PublicPlan): Plan | undefined {
  if (plan.contact_sales || !isPlanId(plan.key)) return undefined;
  return {
    id: plan.key,
    name: plan.name,
    ...(plan.key === HIGHLIGHTED ? { highlighted: true } : {}),
    monthlyPrice: Math.round(plan.monthly_price_cents / 100),
    annualMonthlyPrice: Math.round(plan.annual_monthly_price_cents / 100),
    clientLimit: plan.client_limit,
    features: plan.highlights,
    priceIds: plan.price_ids,
  };
}

export function priceFor(plan: Plan, period: BillingPeriod): number {
  return period === 'annual' ? plan.annualMonthlyPrice : plan.monthlyPrice;
}

/** The values of a screen's client-limit message (`{limit, select, unlimited {…} other {…}}`). */
export const clientLimitValues = (plan: Plan) =>
  plan.clientLimit === null
    ? { limit: 'unlimited', count: 0 }
    : { limit: 'limited', count: plan.clientLimit };
