/**
 * The agency's connected Stripe account (Settings → Payments): connecting through Account
 * Links, its state as Stripe reports it, and disconnecting. Plans without embedded payments
 * (docs/product.md §9: advanced and custom have it) are refused every write with the upgrade message.
 */
import { DomainError, forbidden, invalid, precondition, type Tx } from '@portico/kit';
import { isPlanKey, planAllows, type PlanKey } from '@portico/rules';
import type { AccountFacts, StripeConnect } from '../provider/connect';
import {
  deleteConnectedAccount,
  findConnectedAccount,
  saveConnectedAccount,
  type AccountState,
  type ConnectedAccountRow,
} from '../store/connectedAccounts';
import { countOpenWork } from '../store/clientInvoices';
import { ensureSubscription } from '../store/subscriptions';
import type { PaymentsDeps } from './paymentsDeps';

export const PAYMENTS_MESSAGES = {
  upgrade:
    'Client payments are available on the Advanced and Custom plans. Upgrade to invoice your clients.',
  unavailable: 'Client payments are not set up on this installation',
  notConnected: 'Connect your Stripe account in Payments before sending invoices',
  notReady: 'Your Stripe account cannot take payments yet: finish onboarding in Payments',
  openWork: 'Void or settle open invoices and cancel retainers before disconnecting',
  accountType: 'Choose a Standard or Express account',
  country: 'Choose the country your business is in',
  adminsOnly: 'Only admins manage payments',
} as const;

export const ACCOUNT_TYPES = ['standard', 'express'] as const;
export const ACCOUNT_COUNTRIES = ['US', 'GB', 'IE', 'DE', 'FR', 'ES', 'CA', 'AU'] as const;

/** The tenant's plan, as billing sells it (starter without a subscription row). */
export async function planOf(tx: Tx, tenantId: string): Promise<PlanKey> {
  const plan = (await ensureSubscription(tx, tenantId)).plan;
  return isPlanKey(plan) ? plan : 'starter';
}

export const paymentsAllowed = (plan: PlanKey) => planAllows(plan, 'embedded_payments');

export function requireConnect(deps: PaymentsDeps): StripeConnect {
  if (!deps.connect)
    throw new DomainError('UNAVAILABLE', PAYMENTS_MESSAGES.unavailable, 'payments_unavailable');
  return deps.connect;
}

/** Refuses a plan without embedded payments; answers the plan for what follows. */
export async function requirePaymentsPlan(deps: PaymentsDeps, tenantId: string): Promise<PlanKey> {
  const plan = await deps.db.tenantTransaction(tenantId, (tx) => planOf(tx, tenantId));
  if (!paymentsAllowed(plan)) throw forbidden(PAYMENTS_MESSAGES.upgrade, 'upgrade');
  return plan;
}

export const stateOf = (facts: AccountFacts): AccountState => ({
  account_id: facts.id,
  account_type: facts.type,
  country: facts.country,
  business_name: facts.businessName,
  details_submitted: facts.detailsSubmitted,
  charges_enabled: facts.chargesEnabled,
  payouts_enabled: facts.payoutsEnabled,
  requirements_due: facts.requirementsDue,
  default_currency: facts.defaultCurrency,
  currencies: facts.currencies,
});

export interface PaymentsAccountView {
  allowed: boolean;
  available: boolean;
  account: ConnectedAccountRow | undefined;
  feeBps: number;
}

export async function paymentsAccount(
  deps: PaymentsDeps,
  tenantId: string,
): Promise<PaymentsAccountView> {
  const { plan, account } = await deps.db.tenantTransaction(tenantId, async (tx) => ({
    plan: await planOf(tx, tenantId),
    account: await findConnectedAccount(tx, tenantId),
  }));
  const allowed = paymentsAllowed(plan);
  return {
    allowed,
    available: Boolean(deps.connect),
    account,
    feeBps: allowed ? await deps.fees.feeBps(plan) : 0,
  };
}

/**
 * An onboarding link for the tenant's account, made first when there is none. Leaving
 * onboarding sends the admin back to the Payments screen, which refreshes the account.
 */
export async function connectAccount(
  deps: PaymentsDeps,
  tenantId: string,
  request: { type: string; country: string; email: string },
): Promise<{ url: string; expiresAt: number }> {
  const connect = requireConnect(deps);
  await requirePaymentsPlan(deps, tenantId);
  const type = request.type || 'standard';
  if (!(ACCOUNT_TYPES as readonly string[]).includes(type))
    throw invalid(PAYMENTS_MESSAGES.accountType, 'account_type');
  const country = (request.country || 'US').toUpperCase();
  if (!(ACCOUNT_COUNTRIES as readonly string[]).includes(country))
    throw invalid(PAYMENTS_MESSAGES.country, 'country');
  let account = await deps.db.tenantTransaction(tenantId, (tx) =>
    findConnectedAccount(tx, tenantId),
  );
  if (!account) {
    const facts = await connect.createAccount({
      type: type as 'standard' | 'express',
      country,
      email: request.email,
      tenantId,
    });
    account = await deps.db.tenantTransaction(tenantId, async (tx) => {
      await saveConnectedAccount(tx, tenantId, stateOf(facts), null);
      return (await findConnectedAccount(tx, tenantId))!;
    });
  }
  const screen = new URL('/dashboard/admin/payments', deps.publicUrl);
  const back = (connect: string) => {
    const url = new URL(screen);
    url.searchParams.set('connect', connect);
    return url.toString();
  };
  return connect.onboardingLink(account.account_id, back('refresh'), back('return'));
}

/** Reads the account from Stripe again (the way back from onboarding). */
export async function refreshAccount(deps: PaymentsDeps, tenantId: string) {
  const connect = requireConnect(deps);
  const account = await deps.db.tenantTransaction(tenantId, (tx) =>
    findConnectedAccount(tx, tenantId),
  );
  if (!account) return paymentsAccount(deps, tenantId);
  const facts = await connect.account(account.account_id);
  await deps.db.tenantTransaction(tenantId, (tx) =>
    saveConnectedAccount(tx, tenantId, stateOf(facts), null),
  );
  return paymentsAccount(deps, tenantId);
}

/**
 * Portico forgets the account (it stays the agency's own at Stripe); its later events are
 * ignored. Refused while invoices are open or retainers run, which still need its events.
 */
export async function disconnectAccount(deps: PaymentsDeps, tenantId: string) {
  await deps.db.tenantTransaction(tenantId, async (tx) => {
    const open = await countOpenWork(tx, tenantId);
    if (open.invoices > 0 || open.retainers > 0)
      throw precondition(PAYMENTS_MESSAGES.openWork, 'open_work');
    await deleteConnectedAccount(tx, tenantId);
  });
  return paymentsAccount(deps, tenantId);
}
