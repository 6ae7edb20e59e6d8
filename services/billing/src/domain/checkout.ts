/**
 * What a checkout may sell, checked before the provider is asked: paid plans only for an
 * upgrade; add-on seats only on plans that sell them (pro, advanced), a whole number of at
 * least 1, within the plan's seat cap; a landing price id must be the plan's own.
 */
import { invalid, precondition } from '@portico/kit';
import {
  isSelfServePlanKey,
  planAllows,
  PLAN_ENTITLEMENTS,
  seatLimitOf,
  type PlanKey,
} from '@portico/rules';
import { findPlan, priceIdOf, type Interval } from './plan-catalog';

export const INVALID_SEATS = 'Seats must be a whole number of at least 1';
export const SEATS_NOT_SOLD = 'Extra seats are available on the Pro and Advanced plans';
export const UPGRADE_PLANS = 'Choose the Pro or Advanced plan to upgrade';
export const UNKNOWN_PRICE = 'That price is not one of the plan’s prices';

export function checkSeats(plan: PlanKey, currentSeats: number, added: number): void {
  if (!Number.isInteger(added) || added < 1) throw invalid(INVALID_SEATS, 'seats');
  if (!planAllows(plan, 'team_seats')) throw precondition(SEATS_NOT_SOLD, 'plan');
  const limit = seatLimitOf(plan);
  if (limit !== 'unlimited' && currentSeats + added > limit) {
    throw precondition(`Your plan allows at most ${limit} admin seats`, 'seat_limit');
  }
}

export function checkUpgrade(plan: string): PlanKey {
  if (!isSelfServePlanKey(plan) || plan === 'starter') throw invalid(UPGRADE_PLANS, 'plan');
  return plan;
}

/**
 * The seat quantity an upgrade sells: what the workspace has, or the admin seats asked for
 * (onboarding's choice; 0 = not asked), never fewer than the plan includes, and refused past
 * the plan's cap so the buyer learns it before paying.
 */
export function upgradeSeats(plan: PlanKey, currentSeats: number, wanted: number): number {
  if (wanted !== 0 && (!Number.isInteger(wanted) || wanted < 1)) {
    throw invalid(INVALID_SEATS, 'seats');
  }
  const seats = Math.max(currentSeats, wanted, PLAN_ENTITLEMENTS[plan].includedSeats);
  const limit = seatLimitOf(plan);
  if (limit !== 'unlimited' && seats > limit) {
    throw precondition(`Your plan allows at most ${limit} admin seats`, 'seat_limit');
  }
  return seats;
}

/** The interval a landing price id stands for, or a refusal. */
export function checkSignupPrice(
  plan: string,
  priceId: string,
  configured: Readonly<Record<string, string | undefined>>,
): Interval {
  const found = isSelfServePlanKey(plan) ? findPlan(plan) : undefined;
  if (!found) throw invalid(UNKNOWN_PRICE, 'price_id');
  for (const interval of ['monthly', 'annual'] as const) {
    if (priceIdOf(found, interval, configured) === priceId) return interval;
  }
  throw invalid(UNKNOWN_PRICE, 'price_id');
}

/** What a period of the plan costs with its seats (the sandbox invoice, MRR). */
export function monthlyCents(plan: string, seats: number, interval: Interval = 'monthly'): number {
  const found = findPlan(plan);
  if (!found || found.contactSales) return 0;
  const base = interval === 'annual' ? found.annualMonthlyPriceCents : found.monthlyPriceCents;
  const extra = Math.max(0, seats - PLAN_ENTITLEMENTS[found.key].includedSeats);
  return base + extra * found.seatPriceCents;
}
