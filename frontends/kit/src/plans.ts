import type { ApiClient } from './api/client';
import { useApi } from './api/ApiProvider';
import { useAsync } from './hooks/useAsync';

/**
 * The plan catalog every screen shows comes from billing (DESIGN.md §11: one source of truth),
 * served at GET /api/public/plans. Only presentation lives here: each card's tagline and which
 * card is highlighted. Prices, limits and provider price ids are billing's.
 */
export type PlanId = 'starter' | 'pro' | 'advanced';
export type BillingPeriod = 'monthly' | 'annual';

export const PLAN_IDS: readonly PlanId[] = ['starter', 'pro', 'advanced'];
export const isPlanId = (value: unknown): value is PlanId => PLAN_IDS.includes(value as PlanId);

export interface Plan {
  id: PlanId;
  name: string;
  tagline: string;
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

const PRESENTATION: Record<PlanId, { tagline: string; highlighted?: boolean }> = {
  starter: { tagline: 'For solo consultants getting their first portal live.' },
  pro: { tagline: 'For growing agencies that connect their stack.', highlighted: true },
  advanced: { tagline: 'For established firms billing clients through the portal.' },
};

/** Billing's plan as a card; undefined for plans sold by conversation (custom). */
export function toPlan(plan: PublicPlan): Plan | undefined {
  if (plan.contact_sales || !isPlanId(plan.key)) return undefined;
  return {
    id: plan.key,
    name: plan.name,
    ...PRESENTATION[plan.key],
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

export function clientLimitText(plan: Plan): string {
  return plan.clientLimit === null ? 'Unlimited clients' : `Up to ${plan.clientLimit} clients`;
}

/** The catalog from billing, in display order. Rejects (ApiError) when it cannot be read. */
export async function fetchPlanCatalog(api: ApiClient): Promise<Plan[]> {
  const answer = await api.get<{ plans: PublicPlan[] }>('/api/public/plans', { anonymous: true });
  return answer.plans.map(toPlan).filter((plan): plan is Plan => plan !== undefined);
}

/** The catalog for a view, with the loading and error states every async view has. */
export function usePlanCatalog() {
  const api = useApi();
  return useAsync(() => fetchPlanCatalog(api), [api]);
}

export interface CheckoutAnswer {
  url: string;
}

export const checkout = (api: ApiClient, priceId: string, plan: PlanId) =>
  api.post<CheckoutAnswer>(
    '/api/checkout',
    { price_id: priceId, plan },
    { anonymous: !api.hasSession() },
  );
