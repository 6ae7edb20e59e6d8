/**
 * Opening the provider's pages: a checkout (a landing-page plan before any workspace, seats
 * added to a workspace's plan, or an upgrade), the answer to "was this checkout paid", and the
 * customer portal. What may be sold is checked first (checkout.ts); the browser is only ever
 * sent back to the product's own pages.
 */
import { invalid, precondition, unauthenticated, type Database } from '@portico/kit';
import { isPlanKey } from '@portico/rules';
import type { CheckoutResult, PaymentProvider } from '../provider/types';
import { ensureSubscription } from '../store/subscriptions';
import { checkSeats, checkSignupPrice, checkUpgrade, upgradeSeats } from './checkout';
import { findPlan, priceIdOf, type Interval } from './plan-catalog';

export interface CheckoutDeps {
  db: Database;
  provider: PaymentProvider;
  priceIds: Record<string, string | undefined>;
  publicUrl: string;
}

export const WORKSPACE_REQUIRED = 'A workspace is required';
export const NO_CUSTOMER = 'There is no payment account yet: upgrade first';
/** Where the browser lands when it names no page of its own (or one not ours). */
export const BILLING_PAGE = '/dashboard/admin/billing';

/** What the caller asked to buy: exactly one of signup, addSeats, upgradePlan. */
export interface CheckoutOrder {
  successUrl: string;
  cancelUrl: string;
  signup?: { plan: string; priceId: string };
  addSeats?: { seats: number };
  upgradePlan?: { plan: string; interval: string; seats: number };
}

/** Where the browser goes back to: the caller's URL when it is the product's own, else ours. */
export function backTo(url: string, publicUrl: string, fallback: string): string {
  try {
    const wanted = new URL(url || fallback, publicUrl);
    // Stripe fills in {CHECKOUT_SESSION_ID} only when the braces arrive unencoded.
    if (wanted.origin === new URL(publicUrl).origin) {
      return wanted.toString().replace(/%7BCHECKOUT_SESSION_ID%7D/g, '{CHECKOUT_SESSION_ID}');
    }
  } catch {
    // An unparsable address falls back below.
  }
  return new URL(fallback, publicUrl).toString();
}

/** A landing-page checkout needs no workspace; every other one is the workspace's own. */
export async function openCheckout(
  deps: CheckoutDeps,
  order: CheckoutOrder,
  tenantId: string | undefined,
): Promise<CheckoutResult> {
  const { db, provider } = deps;
  const successUrl = backTo(order.successUrl, deps.publicUrl, BILLING_PAGE);
  const cancelUrl = backTo(order.cancelUrl, deps.publicUrl, BILLING_PAGE);
  const priceOf = (plan: string, interval: Interval) =>
    priceIdOf(findPlan(plan)!, interval, deps.priceIds);
  if (order.signup) {
    const interval = checkSignupPrice(order.signup.plan, order.signup.priceId, deps.priceIds);
    return provider.createCheckout({
      purpose: 'signup',
      plan: order.signup.plan,
      interval,
      seats: 1,
      priceId: order.signup.priceId,
      successUrl,
      cancelUrl,
    });
  }
  if (!tenantId) throw unauthenticated(WORKSPACE_REQUIRED);
  const current = await db.tenantTransaction(tenantId, (tx) => ensureSubscription(tx, tenantId));
  if (order.addSeats) {
    if (!isPlanKey(current.plan)) throw precondition('Unknown plan');
    checkSeats(current.plan, current.seats_purchased, order.addSeats.seats);
    const interval = current.billing_interval as Interval;
    return provider.createCheckout({
      purpose: 'add_seats',
      tenantId,
      plan: current.plan,
      interval,
      seats: order.addSeats.seats,
      priceId: priceOf(current.plan, interval),
      subscriptionId: current.provider_subscription_id ?? undefined,
      customerId: current.provider_customer_id ?? undefined,
      successUrl,
      cancelUrl,
    });
  }
  if (order.upgradePlan) {
    const plan = checkUpgrade(order.upgradePlan.plan);
    const interval: Interval = order.upgradePlan.interval === 'annual' ? 'annual' : 'monthly';
    return provider.createCheckout({
      purpose: 'upgrade_plan',
      tenantId,
      plan,
      interval,
      seats: upgradeSeats(plan, current.seats_purchased, order.upgradePlan.seats),
      priceId: priceOf(plan, interval),
      customerId: current.provider_customer_id ?? undefined,
      successUrl,
      cancelUrl,
    });
  }
  throw invalid('Choose a plan upgrade or seats to add', 'purpose');
}

/** Whether a session was paid; an unknown or unreachable one reads as unpaid. */
export async function checkoutStatus(
  provider: PaymentProvider,
  sessionId: string,
): Promise<{ paid: boolean; plan: string; customerEmail: string }> {
  if (!sessionId) return { paid: false, plan: '', customerEmail: '' };
  const result = await provider.verifyCheckout(sessionId).catch(() => undefined);
  return {
    paid: result?.paid ?? false,
    plan: result?.plan ?? '',
    customerEmail: result?.customerEmail ?? '',
  };
}

/** The provider's customer portal for the workspace, once it has a payment account. */
export async function openPortal(
  deps: CheckoutDeps,
  tenantId: string,
  returnUrl: string,
): Promise<string> {
  const row = await deps.db.tenantTransaction(tenantId, (tx) => ensureSubscription(tx, tenantId));
  const back = backTo(returnUrl, deps.publicUrl, BILLING_PAGE);
  if (!row.provider_customer_id) throw precondition(NO_CUSTOMER, 'no_customer');
  return deps.provider.createPortal(row.provider_customer_id, back);
}
