/**
 * The one plan catalog (DESIGN.md §11). The spec shows two sets of prices and limits;
 * these are the figures a buyer sees at purchase, and every screen reads them from here
 * through the billing service, so they can no longer disagree.
 */
export type PlanKey = 'starter' | 'pro' | 'advanced' | 'custom';
export type Interval = 'monthly' | 'annual';

export type Feature =
  | 'embeds'
  | 'forms'
  | 'files'
  | 'custom_domain'
  | 'custom_email'
  | 'slack'
  | 'api_access'
  | 'webhooks'
  | 'zapier'
  | 'make'
  | 'embedded_payments'
  | 'team_seats';

export interface Plan {
  key: PlanKey;
  name: string;
  monthlyPriceCents: number;
  /** Annual billing, shown per month ("2 months free"). */
  annualMonthlyPriceCents: number;
  clientLimit: number | 'unlimited';
  includedSeats: number;
  /** Price of one extra admin seat per month; 0 when the plan sells none. */
  seatPriceCents: number;
  /** Most extra seats the plan sells; undefined when scalable without a cap. */
  maxExtraSeats?: number;
  storageQuotaBytes: number | 'unlimited';
  features: readonly Feature[];
  highlights: readonly string[];
  contactSales: boolean;
}

const GB = 1024 ** 3;
const CORE: readonly Feature[] = ['embeds', 'forms', 'files'];
const GROWTH: readonly Feature[] = [
  ...CORE,
  'custom_domain',
  'custom_email',
  'slack',
  'api_access',
  'webhooks',
  'zapier',
  'make',
  'team_seats',
];
const ALL: readonly Feature[] = [...GROWTH, 'embedded_payments'];

export const PLAN_CATALOG: readonly Plan[] = [
  {
    key: 'starter',
    name: 'Starter',
    monthlyPriceCents: 3900,
    annualMonthlyPriceCents: 3300,
    clientLimit: 30,
    includedSeats: 1,
    seatPriceCents: 0,
    maxExtraSeats: 0,
    storageQuotaBytes: 10 * GB,
    features: CORE,
    highlights: ['Up to 30 clients', 'Embeds', 'File management', 'Forms management'],
    contactSales: false,
  },
  {
    key: 'pro',
    name: 'Pro',
    monthlyPriceCents: 9900,
    annualMonthlyPriceCents: 8300,
    clientLimit: 500,
    includedSeats: 1,
    seatPriceCents: 3900,
    maxExtraSeats: 3,
    storageQuotaBytes: 100 * GB,
    features: GROWTH,
    highlights: [
      'Up to 500 clients',
      'Everything in Starter',
      'Integrations',
      'API, Zapier and Make',
      'Additional admin team member $39/month (up to 3)',
    ],
    contactSales: false,
  },
  {
    key: 'advanced',
    name: 'Advanced',
    monthlyPriceCents: 19900,
    annualMonthlyPriceCents: 16600,
    clientLimit: 'unlimited',
    includedSeats: 3,
    seatPriceCents: 2900,
    storageQuotaBytes: 1024 * GB,
    features: ALL,
    highlights: [
      'Unlimited clients',
      'Everything in Starter and Pro',
      'Stripe billing and invoicing',
      '3 team slots included (scalable)',
      '$29/month per extra admin',
      'Priority support',
    ],
    contactSales: false,
  },
  {
    key: 'custom',
    name: 'Custom',
    monthlyPriceCents: 0,
    annualMonthlyPriceCents: 0,
    clientLimit: 'unlimited',
    includedSeats: 3,
    seatPriceCents: 0,
    storageQuotaBytes: 'unlimited',
    features: ALL,
    highlights: ['Unlimited clients', 'All features', 'Tailored onboarding and terms'],
    contactSales: true,
  },
];

export function findPlan(key: string): Plan | undefined {
  return PLAN_CATALOG.find((plan) => plan.key === key);
}

export function planAllows(plan: Plan, feature: Feature): boolean {
  return plan.features.includes(feature);
}

/** The payment provider's price id for a plan and interval; configurable per environment. */
export function priceIdOf(
  plan: Plan,
  interval: Interval,
  configured: Readonly<Record<string, string | undefined>>,
): string {
  return configured[`${plan.key}_${interval}`] ?? `price_${plan.key}_${interval}`;
}
