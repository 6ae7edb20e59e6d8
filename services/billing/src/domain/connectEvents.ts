/**
 * Events from connected accounts (the Connect endpoint, issue 29 item 5): verified with the
 * Connect endpoint's own secret; applied only to the tenant whose connected account the
 * event's `account` is, and only to that tenant's invoices and retainers (row-level security
 * scopes every read); recorded once by event id; and ordered by the provider's `created`
 * (an invoice's status only moves forward, an account's and a retainer's state only from a
 * newer event). Anything else is ignored and logged, never applied elsewhere.
 */
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { invalid, type Tx } from '@portico/kit';
import {
  accountFacts,
  invoiceFacts,
  subscriptionFacts,
  type ProviderInvoice,
  type StripeConnect,
} from '../provider/connect';
import {
  findInvoiceByPaymentIntent,
  findInvoiceByProviderId,
  findInvoice,
  addRecipients,
  insertPeriodInvoice,
  saveProviderState,
  setDisputeStatus,
  setRefunded,
  setSendingFacts,
  takeInvoiceNumber,
} from '../store/clientInvoices';
import {
  findConnectedAccount,
  saveConnectedAccount,
  tenantOfAccount,
} from '../store/connectedAccounts';
import { recordProviderEvent } from '../store/providerEvents';
import { findRetainer, findRetainerBySubscription, saveRetainerState } from '../store/retainers';
import { publishInvoiceEvent } from './clientInvoices';
import { providerState } from './invoiceSending';
import { invoiceNumber, movesForward } from './invoiceRules';
import { stateOf } from './paymentsAccount';
import type { PaymentsDeps } from './paymentsDeps';
import { SIGNATURE_FAILED, type AppliedEvent } from './webhooks';

type Obj = Record<string, unknown>;

export async function handleConnectWebhook(
  deps: PaymentsDeps,
  connect: StripeConnect,
  payload: Buffer,
  signature: string,
): Promise<AppliedEvent> {
  let event: Stripe.Event;
  try {
    event = connect.constructEvent(payload, signature);
  } catch {
    throw invalid(SIGNATURE_FAILED, 'signature');
  }
  return applyConnectEvent(deps, connect, event);
}

export async function applyConnectEvent(
  deps: PaymentsDeps,
  connect: StripeConnect,
  event: Stripe.Event,
): Promise<AppliedEvent> {
  const result = { eventId: event.id, eventType: event.type, applied: false };
  const account = event.account ?? '';
  const ignore = async (why: string, tenantId?: string) => {
    deps.logger.warn({ event: event.id, type: event.type, account, tenantId }, why);
    await deps.db.transaction((tx) =>
      recordProviderEvent(tx, { id: event.id, type: event.type, created: event.created, tenantId }),
    );
    return result;
  };
  if (!account) return ignore('Connect event without an account: ignored');
  const tenantId = await tenantOfAccount(deps.db, account);
  if (!tenantId) return ignore('Connect event for an account no tenant has connected: ignored');
  const object = event.data.object as unknown as Obj;
  const named = (object.metadata as Record<string, string> | undefined)?.tenant_id;
  if (named && named !== tenantId) {
    return ignore('Connect event naming another tenant than the account’s: ignored', tenantId);
  }
  // What only the provider knows, asked before the transaction (no call is made inside one).
  const paymentIntent =
    event.type === 'invoice.paid'
      ? await connect.paymentIntentOf(account, String(object.id)).catch((err: unknown) => {
          deps.logger.warn({ err, event: event.id }, 'the paid invoice’s payment is unknown');
          return undefined;
        })
      : undefined;
  const created = new Date(event.created * 1000);
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const fresh = await recordProviderEvent(tx, {
      id: event.id,
      type: event.type,
      created: event.created,
      tenantId,
    });
    if (!fresh) return result;
    const current = await findConnectedAccount(tx, tenantId);
    if (current?.account_id !== account) return result;
    const applied = await applyInTenant(tx, deps, tenantId, event, object, created, paymentIntent);
    if (!applied)
      deps.logger.info(
        { event: event.id, type: event.type, tenantId },
        'Connect event changed nothing',
      );
    return { ...result, applied };
  });
}

async function applyInTenant(
  tx: Tx,
  deps: PaymentsDeps,
  tenantId: string,
  event: Stripe.Event,
  object: Obj,
  created: Date,
  paymentIntent: string | undefined,
): Promise<boolean> {
  switch (event.type) {
    case 'account.updated': {
      const before = await findConnectedAccount(tx, tenantId);
      const facts = accountFacts(event.data.object as Stripe.Account, before?.currencies ?? []);
      // The country decides the currencies; keep the known ones unless the country changed.
      if (before && facts.country !== before.country) facts.currencies = [];
      return saveConnectedAccount(tx, tenantId, stateOf(facts), created);
    }
    case 'invoice.finalized':
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.voided':
    case 'invoice.marked_uncollectible':
      return applyInvoiceEvent(
        tx,
        tenantId,
        event.type,
        invoiceFacts(event.data.object as Stripe.Invoice),
        created,
        paymentIntent,
      );
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const facts = subscriptionFacts(event.data.object as Stripe.Subscription);
      const retainer = await retainerOf(tx, facts.id, facts.metadata);
      if (!retainer) return false;
      const status =
        event.type === 'customer.subscription.deleted'
          ? 'canceled'
          : facts.cancelAtPeriodEnd
            ? 'canceling'
            : facts.status;
      await saveRetainerState(
        tx,
        retainer.id,
        {
          provider_subscription_id: facts.id,
          status,
          cancel_at_period_end: facts.cancelAtPeriodEnd,
          current_period_end: facts.currentPeriodEnd
            ? new Date(facts.currentPeriodEnd * 1000)
            : null,
        },
        created,
      );
      return true;
    }
    case 'charge.refunded': {
      const row = await findInvoiceByPaymentIntent(tx, String(object.payment_intent ?? ''));
      if (!row) return false;
      const refunded = Number(object.amount_refunded ?? 0);
      if (refunded <= Number(row.amount_refunded)) return false;
      await setRefunded(tx, row.id, refunded);
      await publishInvoiceEvent(tx, (await findInvoice(tx, row.id))!, {
        refunded: { amount_refunded: refunded },
      });
      return true;
    }
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed': {
      const row = await findInvoiceByPaymentIntent(tx, String(object.payment_intent ?? ''));
      if (!row) return false;
      const status = String(object.status ?? 'needs_response');
      await setDisputeStatus(tx, row.id, status);
      if (event.type === 'charge.dispute.created') {
        await publishInvoiceEvent(tx, (await findInvoice(tx, row.id))!, {
          disputed: {
            amount: Number(object.amount ?? 0),
            reason: String(object.reason ?? ''),
            status,
          },
        });
      }
      return true;
    }
    default:
      return false;
  }
}

async function applyInvoiceEvent(
  tx: Tx,
  tenantId: string,
  type: string,
  facts: ProviderInvoice,
  created: Date,
  paymentIntent: string | undefined,
): Promise<boolean> {
  let row = await findInvoiceByProviderId(tx, facts.id);
  if (!row && facts.subscriptionId) {
    row = await recordPeriodInvoice(tx, tenantId, facts);
    if (!row) return false;
  }
  // Not an invoice of this tenant (row-level security hides every other tenant's).
  if (!row) return false;
  if (type === 'invoice.payment_failed') {
    if (row.status !== 'open') return false;
    await publishInvoiceEvent(tx, row, { payment_failed: { reason: 'card_declined' } });
    return true;
  }
  const state = providerState(facts, paymentIntent ?? null);
  const newer = !row.provider_event_created || row.provider_event_created <= created;
  if (!movesForward(row.status, state.status) && !(state.status === row.status && newer)) {
    return false;
  }
  // A retainer's invoice is sent by Stripe; a one-off one by its send, which records the
  // recipients and the `sent` event itself even when this event came first.
  const periodSent = Boolean(row.retainer_id) && !row.sent_at;
  await saveProviderState(tx, row.id, state, created, periodSent ? new Date() : null);
  if (periodSent) await addRecipients(tx, tenantId, row.id, row.client_ids, row.created_at);
  const after = (await findInvoice(tx, row.id))!;
  if (row.status === after.status) return true;
  if (after.status === 'paid') {
    await publishInvoiceEvent(tx, after, {
      paid: {
        paid_at: (after.paid_at ?? created).toISOString(),
        platform_fee: Number(after.platform_fee),
      },
    });
  } else if (after.status === 'void') {
    await publishInvoiceEvent(tx, after, { voided: {} });
  } else if (after.status === 'open' && row.retainer_id) {
    await publishInvoiceEvent(tx, after, { sent: {} });
  }
  return true;
}

/** A retainer's period invoice, seen for the first time: numbered here, addressed to its client. */
async function recordPeriodInvoice(tx: Tx, tenantId: string, facts: ProviderInvoice) {
  const retainer = await retainerOf(tx, facts.subscriptionId!, facts.subscriptionMetadata);
  if (!retainer) return undefined;
  const id = randomUUID();
  await insertPeriodInvoice(tx, {
    id,
    tenant_id: tenantId,
    retainer_id: retainer.id,
    account_id: retainer.account_id,
    provider_invoice_id: facts.id,
    provider_customer_id: facts.customer,
    currency: facts.currency,
    lines: facts.lines,
    tax_rate_bps: 0,
    discount_amount: facts.discount,
    subtotal: facts.subtotal,
    tax_amount: facts.taxAmount,
    total: facts.total,
    due_date: facts.dueDate ? new Date(facts.dueDate * 1000).toISOString().slice(0, 10) : null,
    notes: '',
    client_ids: [retainer.client_id],
    clients: [retainer.client],
    created_at: new Date(facts.created * 1000),
  });
  await setSendingFacts(tx, id, { number: invoiceNumber(await takeInvoiceNumber(tx, tenantId)) });
  return findInvoice(tx, id, true);
}

/**
 * The retainer a subscription stands for: by its id, or, when its events arrive before the
 * retainer recorded that id, by the retainer id its metadata carries (this tenant's only).
 */
async function retainerOf(tx: Tx, subscriptionId: string, metadata: Record<string, string>) {
  const known = await findRetainerBySubscription(tx, subscriptionId);
  if (known) return known;
  const id = metadata.retainer_id ?? '';
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const retainer = await findRetainer(tx, id);
  if (
    !retainer ||
    (retainer.provider_subscription_id && retainer.provider_subscription_id !== subscriptionId)
  )
    return undefined;
  return retainer;
}
