/**
 * The one plan catalog (docs/product.md §10). The spec shows two sets of prices and limits;
 * these are the figures a buyer sees at purchase, and every screen reads them from here
 * through the billing service, so they can no longer disagree. What a plan entitles a tenant
 * to (keys, client limit, seats, storage, features) is the shared rule of
 * `@portico/rules`; billing adds what it sells for: prices and the words on each card.
 */
import {
  PLAN_ENTITLEMENTS,
  PLAN_KEYS,
  planAllows as entitled,
  type PlanEntitlements,
  type PlanFeature,
  type PlanKey,
} from '@portico/rules';

export type { PlanKey };
export type Feature = PlanFeature;
export type Interval = 'monthly' | 'annual';

export interface Plan extends Omit<PlanEntitlements, 'maxExtraSeats' | 'tier'> {
  name: string;
  monthlyPriceCents: number;
  /** Annual billing, shown per month ("2 months free"). */
  annualMonthlyPriceCents: number;
  /** Price of one extra admin seat per month; 0 when the plan sells none. */
  seatPriceCents: number;
  /** Most extra seats the plan sells; undefined when scalable without a cap. */
  maxExtraSeats?: number;
  highlights: readonly string[];
}

type Pricing = Pick<
  Plan,
  'name' | 'monthlyPriceCents' | 'annualMonthlyPriceCents' | 'seatPriceCents' | 'highlights'
>;

const PRICING: Readonly<Record<PlanKey, Pricing>> = {
  starter: {
    name: 'Starter',
    monthlyPriceCents: 3900,
    annualMonthlyPriceCents: 3300,
    seatPriceCents: 0,
    highlights: ['Up to 30 clients', 'Embeds', 'File management', 'Forms management'],
  },
  pro: {
    name: 'Pro',
    monthlyPriceCents: 9900,
    annualMonthlyPriceCents: 8300,
    seatPriceCents: 3900,
    highlights: [
      'Up to 500 clients',
      'Everything in Starter',
      'Integrations',
      'API, Zapier and Make',
      'Additional admin team member $39/month (up to 3)',
    ],
  },
  advanced: {
    name: 'Advanced',
    monthlyPriceCents: 19900,
    annualMonthlyPriceCents: 16600,
    seatPriceCents: 2900,
    highlights: [
      'Unlimited clients',
      'Everything in Starter and Pro',
      'Stripe billing and invoicing',
      '3 team slots included (scalable)',
      '$29/month per extra admin',
      'Priority support',
    ],
  },
  custom: {
    name: 'Custom',
    monthlyPriceCents: 0,
    annualMonthlyPriceCents: 0,
    seatPriceCents: 0,
    highlights: ['Unlimited clients', 'All features', 'Tailored onboarding and terms'],
  },
};

function planOf(key: PlanKey): Plan {
  const { maxExtraSeats, tier: _tier, ...entitlements } = PLAN_ENTITLEMENTS[key];
  return {
    ...entitlements,
    ...PRICING[key],
    ...(maxExtraSeats === 'unlimited' ? {} : { maxExtraSeats }),
  };
}

export const PLAN_CATALOG: readonly Plan[] = PLAN_KEYS.map(planOf);

export function findPlan(key: string): Plan | undefined {
  return PLAN_CATALOG.find((plan) => plan.key === key);
}

export function planAllows(plan: Plan, feature: Feature): boolean {
  return entitled(plan.key, feature);
}

/** The payment provider's price id for a plan and interval; configurable per environment. */
export function priceIdOf(
  plan: Plan,
  interval: Interval,
  configured: Readonly<Record<string, string | undefined>>,
): string {
  return configured[`${plan.key}_${interval}`] ?? `price_${plan.key}_${interval}`;
}
