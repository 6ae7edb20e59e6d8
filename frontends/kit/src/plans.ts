import type { ApiClient } from './api/client';

/**
 * The plan catalog every screen shows (DESIGN.md §11: one source of truth). Billing serves it at
 * GET /api/public/plans; this copy mirrors billing's catalog so the landing page can render
 * before (or without) that answer.
 */
export type PlanId = 'starter' | 'pro' | 'advanced';
export type BillingPeriod = 'monthly' | 'annual';

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

export const planCatalog: Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    tagline: 'For solo consultants getting their first portal live.',
    monthlyPrice: 39,
    annualMonthlyPrice: 33,
    clientLimit: 30,
    features: ['Up to 30 clients', 'Embeds', 'File management', 'Forms management'],
    priceIds: { monthly: 'price_starter_monthly', annual: 'price_starter_annual' },
  },
  {
    id: 'pro',
    name: 'Pro',
    tagline: 'For growing agencies that connect their stack.',
    monthlyPrice: 99,
    annualMonthlyPrice: 83,
    clientLimit: 500,
    features: [
      'Up to 500 clients',
      'Everything in Starter',
      'Integrations',
      'API, Zapier & Make',
      'Additional admin team member $39/month (up to 3)',
    ],
    priceIds: { monthly: 'price_pro_monthly', annual: 'price_pro_annual' },
    highlighted: true,
  },
  {
    id: 'advanced',
    name: 'Advanced',
    tagline: 'For established firms billing clients through the portal.',
    monthlyPrice: 199,
    annualMonthlyPrice: 166,
    clientLimit: null,
    features: [
      'Unlimited clients',
      'Everything in Starter and Pro',
      'Billing and invoicing',
      '3 team slots included (scalable)',
      '$29/month per extra admin',
      'Priority support',
    ],
    priceIds: { monthly: 'price_advanced_monthly', annual: 'price_advanced_annual' },
  },
];

export function priceFor(plan: Plan, period: BillingPeriod): number {
  return period === 'annual' ? plan.annualMonthlyPrice : plan.monthlyPrice;
}

export function clientLimitText(plan: Plan): string {
  return plan.clientLimit === null ? 'Unlimited clients' : `Up to ${plan.clientLimit} clients`;
}

/** Billing's catalog when it answers, else the mirrored copy above. */
export async function fetchPlanCatalog(api: ApiClient): Promise<Plan[]> {
  try {
    const answer = await api.get<{ plans?: Plan[] } | Plan[]>('/api/public/plans', {
      anonymous: true,
    });
    const plans = Array.isArray(answer) ? answer : answer?.plans;
    if (
      Array.isArray(plans) &&
      plans.length > 0 &&
      plans.every((p) => typeof p?.monthlyPrice === 'number')
    ) {
      return plans;
    }
  } catch {
    // Billing not reachable: the mirrored catalog is the same figures.
  }
  return planCatalog;
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
