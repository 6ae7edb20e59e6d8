/**
 * What an invoice may say (issue 29, "Bad input"): the messages a person reads when a line, an
 * amount, the tax, the discount, the currency, the due date or a client is refused. Pure.
 */
import { invalid } from '@portico/kit';
import { invoiceTotals, type InvoiceLineInput, type InvoiceTotals } from './invoiceTotals';

/** Two-decimal currencies Portico invoices in; an account may take fewer (its country's). */
export const INVOICE_CURRENCIES = ['usd', 'eur', 'gbp', 'cad', 'aud'] as const;

export const MAX_LINES = 100;
export const MAX_CLIENTS = 20;
/** Stripe's largest amount for two-decimal currencies: 999,999.99. */
export const MAX_TOTAL = 99_999_999;

export const INVOICE_MESSAGES = {
  noLines: 'Add at least one line to the invoice',
  tooManyLines: `An invoice has at most ${MAX_LINES} lines`,
  description: 'Each line needs a description of at most 500 characters',
  quantity: 'Each line’s quantity must be a whole number from 1 to 10,000',
  unitAmount: 'Each line’s price must be more than zero',
  total: 'The invoice’s total must be more than zero and at most 999,999.99',
  taxRate: 'The tax rate must be a percentage from 0 to 100 with at most two decimals',
  discount: 'The discount must be zero or more and less than the subtotal',
  currency: `Choose a currency: ${INVOICE_CURRENCIES.map((c) => c.toUpperCase()).join(', ')}`,
  unsupportedCurrency: (currency: string) =>
    `Your Stripe account cannot take payments in ${currency.toUpperCase()}`,
  dueDate: 'The due date must be a date (YYYY-MM-DD)',
  dueDatePast: 'The due date must be today or later',
  dueDateRequired: 'Choose a due date before sending the invoice',
  notes: 'Notes may be at most 2,000 characters',
  noClients: 'Choose at least one client to send the invoice to',
  tooManyClients: `An invoice may be sent to at most ${MAX_CLIENTS} clients`,
  notAClient: 'Each client must be an active member of this workspace',
} as const;

export interface DraftInput {
  clientIds: string[];
  currency: string;
  lines: InvoiceLineInput[];
  taxRateBps: number;
  discountAmount: number;
  /** YYYY-MM-DD or empty. */
  dueDate: string;
  notes: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isInvoiceCurrency(value: string): boolean {
  return (INVOICE_CURRENCIES as readonly string[]).includes(value);
}

/** A YYYY-MM-DD that names a real day. */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A draft's fields checked and its figures computed; the first problem is thrown as a 400. */
export function checkDraft(draft: DraftInput): DraftInput & { totals: InvoiceTotals } {
  const currency = draft.currency.trim().toLowerCase();
  if (!isInvoiceCurrency(currency)) throw invalid(INVOICE_MESSAGES.currency, 'currency');
  const clientIds = [...new Set(draft.clientIds)];
  if (clientIds.length === 0) throw invalid(INVOICE_MESSAGES.noClients, 'client_ids');
  if (clientIds.length > MAX_CLIENTS) throw invalid(INVOICE_MESSAGES.tooManyClients, 'client_ids');
  if (clientIds.some((id) => !UUID.test(id)))
    throw invalid(INVOICE_MESSAGES.notAClient, 'client_ids');
  if (draft.lines.length === 0) throw invalid(INVOICE_MESSAGES.noLines, 'lines');
  if (draft.lines.length > MAX_LINES) throw invalid(INVOICE_MESSAGES.tooManyLines, 'lines');
  const lines = draft.lines.map((line) => ({ ...line, description: line.description.trim() }));
  for (const line of lines) {
    if (!line.description || line.description.length > 500)
      throw invalid(INVOICE_MESSAGES.description, 'lines');
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > 10_000)
      throw invalid(INVOICE_MESSAGES.quantity, 'lines');
    if (
      !Number.isSafeInteger(line.unitAmount) ||
      line.unitAmount <= 0 ||
      line.unitAmount > MAX_TOTAL
    )
      throw invalid(INVOICE_MESSAGES.unitAmount, 'lines');
  }
  if (!Number.isInteger(draft.taxRateBps) || draft.taxRateBps < 0 || draft.taxRateBps > 10_000)
    throw invalid(INVOICE_MESSAGES.taxRate, 'tax_rate');
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitAmount, 0);
  if (
    !Number.isSafeInteger(draft.discountAmount) ||
    draft.discountAmount < 0 ||
    (draft.discountAmount > 0 && draft.discountAmount >= subtotal)
  )
    throw invalid(INVOICE_MESSAGES.discount, 'discount');
  const totals = invoiceTotals(lines, draft.taxRateBps, draft.discountAmount);
  if (totals.total <= 0 || totals.total > MAX_TOTAL) throw invalid(INVOICE_MESSAGES.total, 'lines');
  const dueDate = draft.dueDate.trim();
  if (dueDate && !isCalendarDate(dueDate)) throw invalid(INVOICE_MESSAGES.dueDate, 'due_date');
  if (draft.notes.length > 2000) throw invalid(INVOICE_MESSAGES.notes, 'notes');
  return { ...draft, clientIds, currency, lines, dueDate, notes: draft.notes.trim(), totals };
}

/** What sending adds: a due date, today (UTC) or later. */
export function checkDueDateForSending(dueDate: string | null, today: string): string {
  if (!dueDate) throw invalid(INVOICE_MESSAGES.dueDateRequired, 'due_date');
  if (dueDate < today) throw invalid(INVOICE_MESSAGES.dueDatePast, 'due_date');
  return dueDate;
}

/** INV-0001: the tenant's sequence, four digits at least. */
export const invoiceNumber = (n: number): string => `INV-${String(n).padStart(4, '0')}`;

/** The invoice is overdue once its due date has passed unpaid. */
export const isOverdue = (status: string, dueDate: string | null, today: string): boolean =>
  status === 'open' && Boolean(dueDate) && dueDate! < today;

export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

/**
 * How far along its life a status is: draft → open → paid, void or uncollectible (from which
 * an invoice may still be paid or voided). Events are not delivered in order, so a status only
 * moves forward: a late invoice.finalized never reopens a paid invoice.
 */
const STATUS_RANK: Record<string, number> = {
  draft: 0,
  open: 1,
  uncollectible: 2,
  paid: 3,
  void: 3,
};

export function movesForward(from: string, to: string): boolean {
  return (STATUS_RANK[to] ?? -1) > (STATUS_RANK[from] ?? -1);
}
