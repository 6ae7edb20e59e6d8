/**
 * Plan rules, defined once (docs/product.md §10, §9): the plan keys, what each plan
 * entitles a tenant to (clients, seats, storage, features) and the tenant tier it maps to.
 * Prices live in billing's catalog, the one place that sells; screens read them from billing.
 * Plain data and pure functions only: this module is bundled into the browser.
 */

export const PLAN_KEYS = ['starter', 'pro', 'advanced', 'custom'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

/** Plans bought at checkout; custom is sold by conversation ("contact us"). */
export const SELF_SERVE_PLAN_KEYS = ['starter', 'pro', 'advanced'] as const;
export type SelfServePlanKey = (typeof SELF_SERVE_PLAN_KEYS)[number];

/** Tenant tiers (docs/product.md §9); a custom plan runs on the advanced tier. */
export const TENANT_TIERS = ['starter', 'pro', 'advanced'] as const;
export type TenantTier = (typeof TENANT_TIERS)[number];

export const PLAN_FEATURES = [
  'embeds',
  'forms',
  'files',
  'custom_domain',
  'custom_email',
  'slack',
  'api_access',
  'webhooks',
  'zapier',
  'make',
  'embedded_payments',
  'team_seats',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export interface PlanEntitlements {
  key: PlanKey;
  tier: TenantTier;
  clientLimit: number | 'unlimited';
  /** Admin seats the plan includes. */
  includedSeats: number;
  /** Most extra admin seats the plan sells; 'unlimited' when it scales without a cap. */
  maxExtraSeats: number | 'unlimited';
  storageQuotaBytes: number | 'unlimited';
  features: readonly PlanFeature[];
  /** Sold by conversation, not at checkout. */
  contactSales: boolean;
}

const GB = 1024 ** 3;
const CORE: readonly PlanFeature[] = ['embeds', 'forms', 'files'];
const GROWTH: readonly PlanFeature[] = [
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
const ALL: readonly PlanFeature[] = [...GROWTH, 'embedded_payments'];

export const PLAN_ENTITLEMENTS: Readonly<Record<PlanKey, PlanEntitlements>> = {
  starter: {
    key: 'starter',
    tier: 'starter',
    clientLimit: 30,
    includedSeats: 1,
    maxExtraSeats: 0,
    storageQuotaBytes: 10 * GB,
    features: CORE,
    contactSales: false,
  },
  pro: {
    key: 'pro',
    tier: 'pro',
    clientLimit: 500,
    includedSeats: 1,
    maxExtraSeats: 3,
    storageQuotaBytes: 100 * GB,
    features: GROWTH,
    contactSales: false,
  },
  advanced: {
    key: 'advanced',
    tier: 'advanced',
    clientLimit: 'unlimited',
    includedSeats: 3,
    maxExtraSeats: 'unlimited',
    storageQuotaBytes: 1024 * GB,
    features: ALL,
    contactSales: false,
  },
  custom: {
    key: 'custom',
    tier: 'advanced',
    clientLimit: 'unlimited',
    includedSeats: 3,
    maxExtraSeats: 'unlimited',
    storageQuotaBytes: 'unlimited',
    features: ALL,
    contactSales: true,
  },
};

/**
 * The admin seats (owner and admins, filled or invited) a tenant may have (docs/product.md §9): a
 * plan that sells no extra seats (starter) has its included ones, whatever was recorded; the
 * others have the seats purchased, never fewer than they include.
 */
export function adminSeatLimit(plan: PlanKey, purchasedSeats: number): number {
  const { includedSeats, maxExtraSeats } = PLAN_ENTITLEMENTS[plan];
  if (maxExtraSeats === 0) return includedSeats;
  return Math.max(includedSeats, Math.floor(purchasedSeats) || 0);
}

/** The fewest admin seats a tenant may have, and what it starts with (docs/product.md §9). */
export const MIN_ADMIN_SEATS = 1;

/** What a plan choice outside PLAN_KEYS is refused with, by the gateway and by tenancy. */
export const PLAN_CHOICE_MESSAGE = 'Please choose a plan: starter, pro, advanced or custom';

export function isPlanKey(value: unknown): value is PlanKey {
  return typeof value === 'string' && (PLAN_KEYS as readonly string[]).includes(value);
}

export function isSelfServePlanKey(value: unknown): value is SelfServePlanKey {
  return typeof value === 'string' && (SELF_SERVE_PLAN_KEYS as readonly string[]).includes(value);
}

/** The entitlements of a plan key, or undefined for a key that names no plan. */
export function entitlementsOf(plan: string): PlanEntitlements | undefined {
  return isPlanKey(plan) ? PLAN_ENTITLEMENTS[plan] : undefined;
}

export function planAllows(plan: PlanKey, feature: PlanFeature): boolean {
  return PLAN_ENTITLEMENTS[plan].features.includes(feature);
}

/** Most admin seats a plan allows in all; 'unlimited' when extra seats scale without a cap. */
export function seatLimitOf(plan: PlanKey): number | 'unlimited' {
  const { includedSeats, maxExtraSeats } = PLAN_ENTITLEMENTS[plan];
  return maxExtraSeats === 'unlimited' ? 'unlimited' : includedSeats + maxExtraSeats;
}
