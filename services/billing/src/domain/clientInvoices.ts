/**
 * Client invoices: drafts an admin writes and changes, what each person may read (admins the
 * tenant's every invoice; a client only the sent ones addressed to them), the agency's list
 * with its figures and a client's own, voiding, refunding, and where a client pays.
 */
import { randomUUID } from 'node:crypto';
import { invalid, notFound, precondition, publish, type Tx } from '@portico/kit';
import { AUDIENCES, inAudience } from '@portico/rules';
import { providerCall } from '../provider/connect';
import {
  findInvoice,
  insertDraft,
  invoiceTotalsOf,
  listInvoices,
  saveProviderState,
  updateDraft,
  type ClientInvoiceRow,
  type DraftFields,
  type TotalsRow,
} from '../store/clientInvoices';
import { findConnectedAccount } from '../store/connectedAccounts';
import { checkDraft, INVOICE_MESSAGES, todayUtc, type DraftInput } from './invoiceRules';
import { PAYMENTS_MESSAGES, requireConnect, requirePaymentsPlan } from './paymentsAccount';
import type { PaymentsCaller, PaymentsDeps } from './paymentsDeps';

export const CLIENT_INVOICE_MESSAGES = {
  notFound: 'Invoice not found',
  notDraft: 'Only a draft invoice can be changed',
  sent: 'This invoice was already sent',
  paid: 'This invoice is already paid',
  void: 'This invoice was voided',
  uncollectible: 'This invoice was marked uncollectible',
  notOpen: 'Only an open invoice can be voided',
  notPaid: 'Only a paid invoice can be refunded',
  refunded: 'This invoice was already refunded',
  cursor: 'This page of invoices is no longer valid: start from the first page',
  listStatus: 'Filter by draft, open, paid, void, uncollectible, overdue or due_soon',
} as const;

const LIST_STATUSES = ['', 'draft', 'open', 'paid', 'void', 'uncollectible', 'overdue', 'due_soon'];

export const isAdmin = (caller: PaymentsCaller) => inAudience(AUDIENCES.admins, caller.roles);

function requireAdmin(caller: PaymentsCaller) {
  if (!isAdmin(caller)) throw notFound(CLIENT_INVOICE_MESSAGES.notFound);
}

/** An invoice the caller may see: any for admins, a sent one addressed to them otherwise. */
export function visibleTo(row: ClientInvoiceRow | undefined, caller: PaymentsCaller) {
  if (!row) return undefined;
  if (isAdmin(caller)) return row;
  return row.status !== 'draft' && row.client_ids.includes(caller.userId) ? row : undefined;
}

export async function readInvoice(
  deps: PaymentsDeps,
  caller: PaymentsCaller,
  id: string,
): Promise<ClientInvoiceRow> {
  const row = await deps.db.tenantTransaction(caller.tenantId, (tx) => findInvoice(tx, id));
  const visible = visibleTo(row, caller);
  if (!visible) throw notFound(CLIENT_INVOICE_MESSAGES.notFound);
  return visible;
}

/** A checked draft with its figures and its clients' names, ready to store. */
async function draftFields(
  deps: PaymentsDeps,
  tenantId: string,
  input: DraftInput,
): Promise<DraftFields> {
  const draft = checkDraft(input);
  const clients = await deps.directory.members(tenantId, draft.clientIds);
  if (clients.length !== draft.clientIds.length)
    throw invalid(INVOICE_MESSAGES.notAClient, 'client_ids');
  const account = await deps.db.tenantTransaction(tenantId, (tx) =>
    findConnectedAccount(tx, tenantId),
  );
  if (account?.currencies.length && !account.currencies.includes(draft.currency)) {
    throw invalid(INVOICE_MESSAGES.unsupportedCurrency(draft.currency), 'currency');
  }
  const byId = new Map(clients.map((c) => [c.userId, c]));
  return {
    currency: draft.currency,
    lines: draft.totals.lines,
    tax_rate_bps: draft.taxRateBps,
    discount_amount: draft.totals.discount,
    subtotal: draft.totals.subtotal,
    tax_amount: draft.totals.taxAmount,
    total: draft.totals.total,
    due_date: draft.dueDate || null,
    notes: draft.notes,
    client_ids: draft.clientIds,
    clients: draft.clientIds.map((id) => byId.get(id)!),
  };
}

export async function createDraft(
  deps: PaymentsDeps,
  caller: PaymentsCaller,
  input: DraftInput,
): Promise<ClientInvoiceRow> {
  requireAdmin(caller);
  await requirePaymentsPlan(deps, caller.tenantId);
  const fields = await draftFields(deps, caller.tenantId, input);
  const id = randomUUID();
  return deps.db.tenantTransaction(caller.tenantId, async (tx) => {
    await insertDraft(tx, caller.tenantId, id, fields);
    return (await findInvoice(tx, id))!;
  });
}

export async function changeDraft(
  deps: PaymentsDeps,
  caller: PaymentsCaller,
  id: string,
  input: DraftInput,
): Promise<ClientInvoiceRow> {
  requireAdmin(caller);
  await requirePaymentsPlan(deps, caller.tenantId);
  const fields = await draftFields(deps, caller.tenantId, input);
  return deps.db.tenantTransaction(caller.tenantId, async (tx) => {
    const row = await findInvoice(tx, id, true);
    if (!row) throw notFound(CLIENT_INVOICE_MESSAGES.notFound);
    // A draft whose send began (it has Stripe's invoice) keeps what Stripe was given.
    if (row.status !== 'draft' || row.provider_invoice_id)
      throw precondition(CLIENT_INVOICE_MESSAGES.notDraft, 'not_draft');
    await updateDraft(tx, id, fields);
    return (await findInvoice(tx, id))!;
  });
}

export interface InvoicePage {
  rows: ClientInvoiceRow[];
  nextCursor: string;
  totals: TotalsRow[];
  today: string;
}

const encodeCursor = (row: ClientInvoiceRow) =>
  Buffer.from(`${new Date(row.created_at).toISOString()}|${row.id}`).toString('base64url');

function decodeCursor(cursor: string): { createdAt: Date; id: string } | undefined {
  if (!cursor) return undefined;
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  if (Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(id ?? ''))
    throw invalid(CLIENT_INVOICE_MESSAGES.cursor, 'cursor');
  return { createdAt, id: id! };
}

/** The agency's list (admins), or with `mine` the caller's own invoices as a client. */
export async function invoicesList(
  deps: PaymentsDeps,
  caller: PaymentsCaller,
  request: { mine: boolean; status: string; clientId: string; cursor: string; limit: number },
): Promise<InvoicePage> {
  if (!request.mine) requireAdmin(caller);
  if (!LIST_STATUSES.includes(request.status))
    throw invalid(CLIENT_INVOICE_MESSAGES.listStatus, 'status');
  if (request.mine && request.status === 'draft')
    return { rows: [], nextCursor: '', totals: [], today: todayUtc() };
  const limit = Math.min(Math.max(request.limit || 50, 1), 200);
  const now = new Date();
  const today = todayUtc(now);
  const soon = todayUtc(new Date(now.getTime() + 7 * 86_400_000));
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const recipient = request.mine ? caller.userId : undefined;
  return deps.db.tenantTransaction(caller.tenantId, async (tx) => {
    const rows = await listInvoices(tx, caller.tenantId, {
      status: request.status,
      clientId: request.mine ? '' : request.clientId,
      recipient,
      after: decodeCursor(request.cursor),
      limit: limit + 1,
      today,
      soon,
    });
    const page = rows.slice(0, limit);
    const totals = request.cursor
      ? []
      : await invoiceTotalsOf(tx, caller.tenantId, today, monthStart, recipient);
    return {
      rows: page,
      nextCursor: rows.length > limit ? encodeCursor(page.at(-1)!) : '',
      totals,
      today,
    };
  });
}

/** Where the client pays: the provider's hosted page of an open invoice addressed to them. */
export async function paymentUrl(
  deps: PaymentsDeps,
  caller: PaymentsCaller,
  id: string,
): Promise<string> {
  const row = await readInvoice(deps, caller, id);
  if (!row.client_ids.includes(caller.userId)) throw notFound(CLIENT_INVOICE_MESSAGES.notFound);
  refuseUnlessOpen(row);
  if (!row.hosted_invoice_url) throw precondition(PAYMENTS_MESSAGES.notReady, 'not_ready');
  return row.hosted_invoice_url;
}

export function refuseUnlessOpen(row: ClientInvoiceRow): void {
  if (row.status === 'paid') throw precondition(CLIENT_INVOICE_MESSAGES.paid, 'paid');
  if (row.status === 'void') throw precondition(CLIENT_INVOICE_MESSAGES.void, 'void');
  if (row.status === 'uncollectible')
    throw precondition(CLIENT_INVOICE_MESSAGES.uncollectible, 'uncollectible');
  if (row.status !== 'open') throw notFound(CLIENT_INVOICE_MESSAGES.notFound);
}

/** Voids an open invoice at Stripe; the invoice.voided event records it (and so does this). */
export async function voidInvoice(deps: PaymentsDeps, caller: PaymentsCaller, id: string) {
  requireAdmin(caller);
  const connect = requireConnect(deps);
  const row = await readInvoice(deps, caller, id);
  if (row.status === 'draft' && !row.provider_invoice_id) {
    throw precondition(CLIENT_INVOICE_MESSAGES.notOpen, 'not_open');
  }
  if (row.status !== 'open' && row.status !== 'uncollectible')
    throw precondition(CLIENT_INVOICE_MESSAGES.notOpen, 'not_open');
  await providerCall(() => connect.voidInvoice(row.account_id!, row.provider_invoice_id!));
  await deps.db.tenantTransaction(caller.tenantId, async (tx) => {
    const before = (await findInvoice(tx, id, true))!;
    // The event may have recorded it first: once only.
    if (before.status === 'void') return;
    await saveProviderState(tx, id, { ...stateOfRow(before), status: 'void' }, null, null);
    await publishInvoiceEvent(tx, (await findInvoice(tx, id))!, { voided: {} });
  });
  return readInvoice(deps, caller, id);
}

/** Refunds a paid invoice in full; charge.refunded records the amount and tells the admins. */
export async function refundInvoice(deps: PaymentsDeps, caller: PaymentsCaller, id: string) {
  requireAdmin(caller);
  const connect = requireConnect(deps);
  const row = await readInvoice(deps, caller, id);
  if (row.status !== 'paid' || !row.payment_intent_id)
    throw precondition(CLIENT_INVOICE_MESSAGES.notPaid, 'not_paid');
  if (Number(row.amount_refunded) >= Number(row.amount_paid))
    throw precondition(CLIENT_INVOICE_MESSAGES.refunded, 'refunded');
  await providerCall(() => connect.refund(row.account_id!, row.payment_intent_id!, row.id));
  return readInvoice(deps, caller, id);
}

export const stateOfRow = (row: ClientInvoiceRow) => ({
  status: row.status,
  subtotal: Number(row.subtotal),
  discount_amount: Number(row.discount_amount),
  tax_amount: Number(row.tax_amount),
  total: Number(row.total),
  amount_due: Number(row.amount_due),
  amount_paid: Number(row.amount_paid),
  platform_fee: Number(row.platform_fee),
  hosted_invoice_url: row.hosted_invoice_url,
  number: row.number,
  paid_at: row.paid_at,
  payment_intent_id: row.payment_intent_id,
});

type InvoiceEventKind =
  | { sent: Record<string, never> }
  | { paid: { paid_at: string; platform_fee: number } }
  | { payment_failed: { reason: string } }
  | { voided: Record<string, never> }
  | { refunded: { amount_refunded: number } }
  | { disputed: { amount: number; reason: string; status: string } };

/** Notifications emails and signs webhooks from these (transactional outbox). */
export async function publishInvoiceEvent(
  tx: Tx,
  row: ClientInvoiceRow,
  kind: InvoiceEventKind,
): Promise<void> {
  await publish(tx, {
    ClientInvoiceEvent: {
      tenant_id: row.tenant_id,
      invoice: {
        id: row.id,
        number: row.number ?? '',
        currency: row.currency,
        total: Number(row.total),
        amount_due: Number(row.amount_due),
        amount_paid: Number(row.amount_paid),
        due_date: row.due_date ?? '',
        client_user_ids: row.client_ids,
        status: row.status,
        path: `/invoices/${row.id}`,
      },
      ...kind,
    },
  });
}
