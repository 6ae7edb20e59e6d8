/**
 * Sending a draft: it takes the tenant's next number (INV-0001), becomes an invoice on the
 * agency's connected account with the platform's fee (application_fee_amount from the
 * super admin's percent for the tenant's plan), is finalized there, and the figures Stripe
 * answers are what the portal and the PDF show from then on. The clients hear of it through
 * notifications (the `sent` event, in the transaction that records it).
 */
import { invalid, notFound, precondition } from '@portico/kit';
import { providerCall, type ProviderInvoice } from '../provider/connect';
import { findClientCustomer, saveClientCustomer } from '../store/clientCustomers';
import {
  addRecipients,
  findInvoice,
  saveProviderState,
  setSendingFacts,
  takeInvoiceNumber,
  type ClientInvoiceRow,
  type ProviderState,
} from '../store/clientInvoices';
import { findConnectedAccount } from '../store/connectedAccounts';
import {
  CLIENT_INVOICE_MESSAGES,
  isAdmin,
  publishInvoiceEvent,
  readInvoice,
} from './clientInvoices';
import {
  checkDueDateForSending,
  INVOICE_MESSAGES,
  invoiceNumber,
  movesForward,
  todayUtc,
} from './invoiceRules';
import { PAYMENTS_MESSAGES, requireConnect, requirePaymentsPlan } from './paymentsAccount';
import type { PaymentsCaller, PaymentsDeps } from './paymentsDeps';

const STATUSES = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;

/** Stripe's invoice as the row stores it. */
export function providerState(
  facts: ProviderInvoice,
  paymentIntentId: string | null = null,
): ProviderState {
  const status = (STATUSES as readonly string[]).includes(facts.status)
    ? (facts.status as ProviderState['status'])
    : 'open';
  return {
    status,
    subtotal: facts.subtotal,
    discount_amount: facts.discount,
    tax_amount: facts.taxAmount,
    total: facts.total,
    amount_due: facts.amountDue,
    amount_paid: facts.amountPaid,
    platform_fee: facts.applicationFee,
    hosted_invoice_url: facts.hostedInvoiceUrl,
    number: facts.number,
    paid_at: facts.paidAt ? new Date(facts.paidAt * 1000) : null,
    payment_intent_id: paymentIntentId,
  };
}

/** The end of the due day (UTC): Stripe wants the due date in the future, as we mean it. */
const dueAt = (date: string) => Math.floor(Date.parse(`${date}T23:59:59Z`) / 1000);

export async function sendInvoice(
  deps: PaymentsDeps,
  caller: PaymentsCaller,
  id: string,
): Promise<ClientInvoiceRow> {
  if (!isAdmin(caller)) throw notFound(CLIENT_INVOICE_MESSAGES.notFound);
  const connect = requireConnect(deps);
  const plan = await requirePaymentsPlan(deps, caller.tenantId);
  const tenantId = caller.tenantId;
  const today = todayUtc();
  const { row, account } = await deps.db.tenantTransaction(tenantId, async (tx) => {
    const found = await findInvoice(tx, id, true);
    if (!found) throw notFound(CLIENT_INVOICE_MESSAGES.notFound);
    if (found.status !== 'draft') throw precondition(CLIENT_INVOICE_MESSAGES.sent, 'sent');
    const connected = await findConnectedAccount(tx, tenantId);
    if (!connected) throw precondition(PAYMENTS_MESSAGES.notConnected, 'not_connected');
    if (!connected.charges_enabled) throw precondition(PAYMENTS_MESSAGES.notReady, 'not_ready');
    if (!connected.currencies.includes(found.currency))
      throw invalid(INVOICE_MESSAGES.unsupportedCurrency(found.currency), 'currency');
    checkDueDateForSending(found.due_date, today);
    // A send retried after a failure keeps its number and its account.
    if (!found.number) {
      const number = invoiceNumber(await takeInvoiceNumber(tx, tenantId));
      await setSendingFacts(tx, id, { number, account_id: connected.account_id });
      return { row: { ...found, number, account_id: connected.account_id }, account: connected };
    }
    return { row: found, account: connected };
  });
  const accountId = row.account_id ?? account.account_id;
  const clients = await deps.directory.members(tenantId, row.client_ids);
  if (clients.length !== row.client_ids.length)
    throw invalid(INVOICE_MESSAGES.notAClient, 'client_ids');
  const contact = clients.find((c) => c.userId === row.client_ids[0])!;
  let customerId = await deps.db.tenantTransaction(tenantId, (tx) =>
    findClientCustomer(tx, tenantId, accountId, contact.userId),
  );
  if (!customerId) {
    customerId = await providerCall(() =>
      connect.createCustomer(accountId, { ...contact, tenantId }),
    );
    await deps.db.tenantTransaction(tenantId, (tx) =>
      saveClientCustomer(tx, {
        tenantId,
        accountId,
        userId: contact.userId,
        customerId: customerId!,
      }),
    );
  }
  const feeBps = await deps.fees.feeBps(plan);
  const facts = await providerCall(() =>
    connect.sendInvoice(
      accountId,
      {
        invoiceId: row.id,
        customerId: customerId!,
        currency: row.currency,
        number: row.number!,
        lines: row.lines,
        taxRateBps: row.tax_rate_bps,
        discountAmount: Number(row.discount_amount),
        dueDate: dueAt(row.due_date!),
        notes: row.notes,
        feeBps,
        metadata: { tenant_id: tenantId, invoice_id: row.id },
      },
      row.provider_invoice_id ?? undefined,
      (providerInvoiceId) =>
        deps.db.tenantTransaction(tenantId, (tx) =>
          setSendingFacts(tx, id, {
            provider_invoice_id: providerInvoiceId,
            provider_customer_id: customerId!,
          }),
        ),
    ),
  );
  await deps.db.tenantTransaction(tenantId, async (tx) => {
    const before = (await findInvoice(tx, id, true))!;
    if (before.sent_at) return;
    // Its finalized (or even paid) event may have been applied first: keep the later status.
    const state = providerState(facts);
    if (!movesForward(before.status, state.status)) state.status = before.status;
    await saveProviderState(tx, id, state, null, new Date());
    await addRecipients(tx, tenantId, id, before.client_ids, before.created_at);
    await publishInvoiceEvent(tx, (await findInvoice(tx, id))!, { sent: {} });
  });
  return readInvoice(deps, caller, id);
}
