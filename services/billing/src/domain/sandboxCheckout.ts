/**
 * The sandbox's checkout page (no Stripe account): showing a session with what it costs, and
 * paying it, which makes the events Stripe would send for the gateway to pass to the webhook.
 */
import { notFound, precondition, type Database } from '@portico/kit';
import { SandboxProvider, type SignedEvent } from '../provider/sandbox';
import type { PaymentProvider } from '../provider/types';
import type { CheckoutSessionRow } from '../store/checkoutSessions';
import { ensureSubscription } from '../store/subscriptions';
import { monthlyCents } from './checkout';
import { findPlan, type Interval } from './plan-catalog';

export const SANDBOX_MESSAGES = {
  notFound: 'Checkout session not found',
  notSandbox: 'Checkout is with Stripe',
  complete: 'This checkout is already complete',
} as const;

type Priced = Pick<CheckoutSessionRow, 'purpose' | 'plan' | 'seats' | 'billing_interval'>;

/** What the session charges: the added seats alone, or a period of the plan with its seats. */
export function sandboxAmount(row: Priced): number {
  const plan = findPlan(row.plan ?? '');
  if (!plan) return 0;
  if (row.purpose === 'add_seats') return row.seats * plan.seatPriceCents;
  return monthlyCents(plan.key, row.seats, row.billing_interval as Interval);
}

const sandboxOf = (provider: PaymentProvider) =>
  provider instanceof SandboxProvider ? provider : undefined;

export async function sandboxCheckout(
  provider: PaymentProvider,
  sessionId: string,
): Promise<{ session: CheckoutSessionRow; amountCents: number }> {
  const sandbox = sandboxOf(provider);
  const session = sandbox ? await sandbox.session(sessionId) : undefined;
  if (!session) throw notFound(SANDBOX_MESSAGES.notFound);
  return { session, amountCents: sandboxAmount(session) };
}

/** Pays the session once: answers the signed events and where the browser goes next. */
export async function confirmSandboxCheckout(
  db: Database,
  provider: PaymentProvider,
  sessionId: string,
): Promise<{ events: SignedEvent[]; successUrl: string }> {
  const sandbox = sandboxOf(provider);
  if (!sandbox) throw precondition(SANDBOX_MESSAGES.notSandbox, 'not_sandbox');
  const row = await sandbox.session(sessionId);
  if (!row) throw notFound(SANDBOX_MESSAGES.notFound);
  const seats = row.tenant_id
    ? (await db.tenantTransaction(row.tenant_id, (tx) => ensureSubscription(tx, row.tenant_id!)))
        .seats_purchased
    : 1;
  const confirmed = await sandbox.confirm(row.id, seats, sandboxAmount(row));
  if (!confirmed) throw precondition(SANDBOX_MESSAGES.complete, 'complete');
  return confirmed;
}
