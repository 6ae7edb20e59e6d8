/**
 * Retainers (issue 29 item 4): a client billed every month or year through a subscription on
 * the agency's connected account, starting today or on a later date; each period's invoice
 * arrives as Stripe's events (connectEvents.ts) and shows in both portals. Cancelling ends it
 * at the end of the period already invoiced.
 */
import { randomUUID } from 'node:crypto';
import { invalid, notFound, precondition } from '@portico/kit';
import { providerCall } from '../provider/connect';
import { findClientCustomer, saveClientCustomer } from '../store/clientCustomers';
import { findConnectedAccount } from '../store/connectedAccounts';
import {
  findRetainer,
  insertRetainer,
  listRetainers,
  saveRetainerState,
  type RetainerRow,
} from '../store/retainers';
import { CLIENT_INVOICE_MESSAGES, isAdmin } from './clientInvoices';
import {
  INVOICE_MESSAGES,
  isCalendarDate,
  isInvoiceCurrency,
  MAX_TOTAL,
  todayUtc,
} from './invoiceRules';
import { PAYMENTS_MESSAGES, requireConnect, requirePaymentsPlan } from './paymentsAccount';
import type { PaymentsCaller, PaymentsDeps } from './paymentsDeps';

export const RETAINER_MESSAGES = {
  notFound: 'Retainer not found',
  description: 'Describe the retainer in at most 250 characters',
  amount: 'The retainer’s amount must be more than zero and at most 999,999.99',
  interval: 'Bill the retainer monthly or yearly',
  startDate: 'The start date must be a date (YYYY-MM-DD), today or later',
  daysUntilDue: 'Days until due must be a whole number from 1 to 90',
  client: 'Choose one client of this workspace',
  ended: 'This retainer has already ended',
} as const;

export interface RetainerInput {
  clientId: string;
  currency: string;
  description: string;
  amount: number;
  interval: string;
  startDate: string;
  daysUntilDue: number;
}

function requireAdmin(caller: PaymentsCaller) {
  if (!isAdmin(caller)) throw notFound(CLIENT_INVOICE_MESSAGES.notFound);
}

export function checkRetainer(input: RetainerInput, today: string) {
  const description = input.description.trim();
  if (!description || description.length > 250)
    throw invalid(RETAINER_MESSAGES.description, 'description');
  const currency = input.currency.trim().toLowerCase();
  if (!isInvoiceCurrency(currency)) throw invalid(INVOICE_MESSAGES.currency, 'currency');
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0 || input.amount > MAX_TOTAL)
    throw invalid(RETAINER_MESSAGES.amount, 'amount');
  if (input.interval !== 'month' && input.interval !== 'year')
    throw invalid(RETAINER_MESSAGES.interval, 'interval');
  const startDate = input.startDate.trim() || today;
  if (!isCalendarDate(startDate) || startDate < today)
    throw invalid(RETAINER_MESSAGES.startDate, 'start_date');
  const days = input.daysUntilDue || 14;
  if (!Number.isInteger(days) || days < 1 || days > 90)
    throw invalid(RETAINER_MESSAGES.daysUntilDue, 'days_until_due');
  return {
    ...input,
    description,
    currency,
    startDate,
    daysUntilDue: days,
    interval: input.interval as 'month' | 'year',
  };
}

export async function createRetainer(
  deps: PaymentsDeps,
  caller: PaymentsCaller,
  input: RetainerInput,
): Promise<RetainerRow> {
  requireAdmin(caller);
  const connect = requireConnect(deps);
  const plan = await requirePaymentsPlan(deps, caller.tenantId);
  const tenantId = caller.tenantId;
  const today = todayUtc();
  const retainer = checkRetainer(input, today);
  const [client] = await deps.directory.members(tenantId, [retainer.clientId]);
  if (!client) throw invalid(RETAINER_MESSAGES.client, 'client_id');
  const account = await deps.db.tenantTransaction(tenantId, (tx) =>
    findConnectedAccount(tx, tenantId),
  );
  if (!account) throw precondition(PAYMENTS_MESSAGES.notConnected, 'not_connected');
  if (!account.charges_enabled) throw precondition(PAYMENTS_MESSAGES.notReady, 'not_ready');
  if (!account.currencies.includes(retainer.currency))
    throw invalid(INVOICE_MESSAGES.unsupportedCurrency(retainer.currency), 'currency');
  const id = randomUUID();
  await deps.db.tenantTransaction(tenantId, (tx) =>
    insertRetainer(tx, {
      id,
      tenant_id: tenantId,
      client_id: client.userId,
      client,
      currency: retainer.currency,
      description: retainer.description,
      amount: retainer.amount,
      billing_interval: retainer.interval,
      start_date: retainer.startDate,
      days_until_due: retainer.daysUntilDue,
      account_id: account.account_id,
    }),
  );
  let customerId = await deps.db.tenantTransaction(tenantId, (tx) =>
    findClientCustomer(tx, tenantId, account.account_id, client.userId),
  );
  if (!customerId) {
    customerId = await providerCall(() =>
      connect.createCustomer(account.account_id, { ...client, tenantId }),
    );
    await deps.db.tenantTransaction(tenantId, (tx) =>
      saveClientCustomer(tx, {
        tenantId,
        accountId: account.account_id,
        userId: client.userId,
        customerId: customerId!,
      }),
    );
  }
  const feeBps = await deps.fees.feeBps(plan);
  const subscription = await providerCall(() =>
    connect.createRetainer(account.account_id, {
      retainerId: id,
      customerId: customerId!,
      currency: retainer.currency,
      description: retainer.description,
      amount: retainer.amount,
      interval: retainer.interval,
      startAt:
        retainer.startDate > today
          ? Math.floor(Date.parse(`${retainer.startDate}T00:00:00Z`) / 1000)
          : null,
      daysUntilDue: retainer.daysUntilDue,
      feeBps,
      metadata: { tenant_id: tenantId, retainer_id: id },
    }),
  );
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    await saveRetainerState(
      tx,
      id,
      {
        provider_subscription_id: subscription.id,
        status: subscription.cancelAtPeriodEnd ? 'canceling' : subscription.status,
        cancel_at_period_end: subscription.cancelAtPeriodEnd,
        current_period_end: subscription.currentPeriodEnd
          ? new Date(subscription.currentPeriodEnd * 1000)
          : null,
      },
      null,
    );
    return (await findRetainer(tx, id))!;
  });
}

export async function retainersOf(deps: PaymentsDeps, caller: PaymentsCaller) {
  requireAdmin(caller);
  return deps.db.tenantTransaction(caller.tenantId, (tx) => listRetainers(tx, caller.tenantId));
}

export async function cancelRetainer(deps: PaymentsDeps, caller: PaymentsCaller, id: string) {
  requireAdmin(caller);
  const connect = requireConnect(deps);
  const retainer = await deps.db.tenantTransaction(caller.tenantId, (tx) => findRetainer(tx, id));
  if (!retainer) throw notFound(RETAINER_MESSAGES.notFound);
  if (retainer.status === 'canceled' || !retainer.provider_subscription_id)
    throw precondition(RETAINER_MESSAGES.ended, 'ended');
  if (!retainer.cancel_at_period_end) {
    const facts = await providerCall(() =>
      connect.cancelRetainerAtPeriodEnd(retainer.account_id, retainer.provider_subscription_id!),
    );
    await deps.db.tenantTransaction(caller.tenantId, (tx) =>
      saveRetainerState(
        tx,
        id,
        {
          status: 'canceling',
          cancel_at_period_end: true,
          current_period_end: facts.currentPeriodEnd
            ? new Date(facts.currentPeriodEnd * 1000)
            : null,
        },
        null,
      ),
    );
  }
  return (await deps.db.tenantTransaction(caller.tenantId, (tx) => findRetainer(tx, id)))!;
}
