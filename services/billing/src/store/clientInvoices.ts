/**
 * Client invoices, read and written in the tenant's scope: drafts, their sending, the state
 * Stripe's events bring, the agency's list and a client's own, and the figures over them.
 */
import type { Queryable } from '@portico/kit';

export interface StoredLine {
  description: string;
  quantity: number;
  unitAmount: number;
  amount: number;
}

export interface StoredClient {
  userId: string;
  name: string;
  email: string;
}

export interface ClientInvoiceRow {
  id: string;
  tenant_id: string;
  number: string | null;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  currency: string;
  lines: StoredLine[];
  tax_rate_bps: number;
  discount_amount: string;
  subtotal: string;
  tax_amount: string;
  total: string;
  amount_due: string;
  amount_paid: string;
  amount_refunded: string;
  platform_fee: string;
  /** YYYY-MM-DD. */
  due_date: string | null;
  notes: string;
  client_ids: string[];
  clients: StoredClient[];
  account_id: string | null;
  provider_invoice_id: string | null;
  provider_customer_id: string | null;
  hosted_invoice_url: string;
  payment_intent_id: string | null;
  dispute_status: string;
  retainer_id: string | null;
  provider_event_created: Date | null;
  created_at: Date;
  sent_at: Date | null;
  paid_at: Date | null;
}

/** The row's columns read from the table aliased `a` (money as text: bigint). */
const columnsOf = (a: string) => `${a}.id, ${a}.tenant_id, ${a}.number, ${a}.status, ${a}.currency,
  ${a}.lines, ${a}.tax_rate_bps, ${a}.discount_amount::text AS discount_amount,
  ${a}.subtotal::text AS subtotal, ${a}.tax_amount::text AS tax_amount, ${a}.total::text AS total,
  ${a}.amount_due::text AS amount_due, ${a}.amount_paid::text AS amount_paid,
  ${a}.amount_refunded::text AS amount_refunded, ${a}.platform_fee::text AS platform_fee,
  to_char(${a}.due_date, 'YYYY-MM-DD') AS due_date, ${a}.notes,
  ${a}.client_ids::text[] AS client_ids, ${a}.clients, ${a}.account_id, ${a}.provider_invoice_id,
  ${a}.provider_customer_id, ${a}.hosted_invoice_url, ${a}.payment_intent_id, ${a}.dispute_status,
  ${a}.retainer_id, ${a}.provider_event_created, ${a}.created_at, ${a}.sent_at, ${a}.paid_at`;
const COLUMNS = columnsOf('client_invoices');

export interface DraftFields {
  currency: string;
  lines: StoredLine[];
  tax_rate_bps: number;
  discount_amount: number;
  subtotal: number;
  tax_amount: number;
  total: number;
  due_date: string | null;
  notes: string;
  client_ids: string[];
  clients: StoredClient[];
}

export async function insertDraft(
  db: Queryable,
  tenantId: string,
  id: string,
  draft: DraftFields,
): Promise<void> {
  await db.query(
    `INSERT INTO client_invoices
       (id, tenant_id, currency, lines, tax_rate_bps, discount_amount, subtotal, tax_amount,
        total, amount_due, due_date, notes, client_ids, clients)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11, $12, $13)`,
    [
      id,
      tenantId,
      draft.currency,
      JSON.stringify(draft.lines),
      draft.tax_rate_bps,
      draft.discount_amount,
      draft.subtotal,
      draft.tax_amount,
      draft.total,
      draft.due_date,
      draft.notes,
      draft.client_ids,
      JSON.stringify(draft.clients),
    ],
  );
}

export async function updateDraft(db: Queryable, id: string, draft: DraftFields): Promise<void> {
  await db.query(
    `UPDATE client_invoices SET currency = $2, lines = $3, tax_rate_bps = $4,
       discount_amount = $5, subtotal = $6, tax_amount = $7, total = $8, amount_due = $8,
       due_date = $9, notes = $10, client_ids = $11, clients = $12
     WHERE id = $1 AND status = 'draft'`,
    [
      id,
      draft.currency,
      JSON.stringify(draft.lines),
      draft.tax_rate_bps,
      draft.discount_amount,
      draft.subtotal,
      draft.tax_amount,
      draft.total,
      draft.due_date,
      draft.notes,
      draft.client_ids,
      JSON.stringify(draft.clients),
    ],
  );
}

export async function findInvoice(
  db: Queryable,
  id: string,
  lock = false,
): Promise<ClientInvoiceRow | undefined> {
  const { rows } = await db.query<ClientInvoiceRow>(
    `SELECT ${COLUMNS} FROM client_invoices WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

export async function findInvoiceByProviderId(
  db: Queryable,
  providerInvoiceId: string,
): Promise<ClientInvoiceRow | undefined> {
  const { rows } = await db.query<ClientInvoiceRow>(
    `SELECT ${COLUMNS} FROM client_invoices WHERE provider_invoice_id = $1 FOR UPDATE`,
    [providerInvoiceId],
  );
  return rows[0];
}

export async function findInvoiceByPaymentIntent(
  db: Queryable,
  paymentIntentId: string,
): Promise<ClientInvoiceRow | undefined> {
  const { rows } = await db.query<ClientInvoiceRow>(
    `SELECT ${COLUMNS} FROM client_invoices WHERE payment_intent_id = $1 FOR UPDATE`,
    [paymentIntentId],
  );
  return rows[0];
}

/** The tenant's next number (INV-0001, ...): the counter row is locked until commit. */
export async function takeInvoiceNumber(db: Queryable, tenantId: string): Promise<number> {
  const { rows } = await db.query<{ last_number: number }>(
    `INSERT INTO invoice_numbers (tenant_id, last_number) VALUES ($1, 1)
     ON CONFLICT (tenant_id) DO UPDATE SET last_number = invoice_numbers.last_number + 1
     RETURNING last_number`,
    [tenantId],
  );
  return rows[0]!.last_number;
}

export async function setSendingFacts(
  db: Queryable,
  id: string,
  facts: {
    number?: string;
    account_id?: string;
    provider_customer_id?: string;
    provider_invoice_id?: string;
  },
): Promise<void> {
  const entries = Object.entries(facts).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return;
  await db.query(
    `UPDATE client_invoices SET ${entries.map(([k], i) => `${k} = $${i + 2}`).join(', ')} WHERE id = $1`,
    [id, ...entries.map(([, v]) => v)],
  );
}

/** Stripe's figures and state, as its API or an event answered them. */
export interface ProviderState {
  status: ClientInvoiceRow['status'];
  subtotal: number;
  discount_amount: number;
  tax_amount: number;
  total: number;
  amount_due: number;
  amount_paid: number;
  platform_fee: number;
  hosted_invoice_url: string;
  number: string | null;
  paid_at: Date | null;
  payment_intent_id: string | null;
}

export async function saveProviderState(
  db: Queryable,
  id: string,
  state: ProviderState,
  eventCreated: Date | null,
  sentAt: Date | null,
): Promise<void> {
  await db.query(
    `UPDATE client_invoices SET status = $2, subtotal = $3, discount_amount = $4,
       tax_amount = $5, total = $6, amount_due = $7, amount_paid = $8, platform_fee = $9,
       hosted_invoice_url = CASE WHEN $10 = '' THEN hosted_invoice_url ELSE $10 END,
       number = COALESCE(number, $11), paid_at = COALESCE($12, paid_at),
       payment_intent_id = COALESCE($13, payment_intent_id),
       provider_event_created = GREATEST(provider_event_created, $14),
       sent_at = COALESCE(sent_at, $15)
     WHERE id = $1`,
    [
      id,
      state.status,
      state.subtotal,
      state.discount_amount,
      state.tax_amount,
      state.total,
      state.amount_due,
      state.amount_paid,
      state.platform_fee,
      state.hosted_invoice_url,
      state.number,
      state.paid_at,
      state.payment_intent_id,
      eventCreated,
      sentAt,
    ],
  );
}

export async function addRecipients(
  db: Queryable,
  tenantId: string,
  invoiceId: string,
  userIds: string[],
  createdAt: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO client_invoice_recipients (tenant_id, user_id, invoice_id, created_at)
     SELECT $1, unnest($2::uuid[]), $3, $4 ON CONFLICT DO NOTHING`,
    [tenantId, userIds, invoiceId, createdAt],
  );
}

/** A sent invoice of a retainer's period, as Stripe made it. */
export async function insertPeriodInvoice(
  db: Queryable,
  row: DraftFields & {
    id: string;
    tenant_id: string;
    retainer_id: string;
    account_id: string;
    provider_invoice_id: string;
    provider_customer_id: string;
    created_at: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO client_invoices
       (id, tenant_id, currency, lines, tax_rate_bps, discount_amount, subtotal, tax_amount,
        total, amount_due, due_date, notes, client_ids, clients, retainer_id, account_id,
        provider_invoice_id, provider_customer_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
    [
      row.id,
      row.tenant_id,
      row.currency,
      JSON.stringify(row.lines),
      row.tax_rate_bps,
      row.discount_amount,
      row.subtotal,
      row.tax_amount,
      row.total,
      row.due_date,
      row.notes,
      row.client_ids,
      JSON.stringify(row.clients),
      row.retainer_id,
      row.account_id,
      row.provider_invoice_id,
      row.provider_customer_id,
      row.created_at,
    ],
  );
}

export async function setRefunded(db: Queryable, id: string, amountRefunded: number) {
  await db.query(
    `UPDATE client_invoices SET amount_refunded = GREATEST(amount_refunded, $2) WHERE id = $1`,
    [id, amountRefunded],
  );
}

export async function setDisputeStatus(db: Queryable, id: string, status: string) {
  await db.query(`UPDATE client_invoices SET dispute_status = $2 WHERE id = $1`, [id, status]);
}

export async function countOpenWork(db: Queryable, tenantId: string) {
  const { rows } = await db.query<{ invoices: number; retainers: number }>(
    `SELECT (SELECT count(*)::int FROM client_invoices
              WHERE tenant_id = $1 AND status IN ('open', 'uncollectible')) AS invoices,
            (SELECT count(*)::int FROM retainers
              WHERE tenant_id = $1 AND status NOT IN ('canceled', 'incomplete_expired')) AS retainers`,
    [tenantId],
  );
  return rows[0]!;
}

export interface ListFilter {
  /** A status, `overdue` or `due_soon`; empty for all. */
  status: string;
  clientId: string;
  /** Only these invoices' recipients' list (a client's own), by user. */
  recipient?: string;
  after?: { createdAt: Date; id: string };
  limit: number;
  today: string;
  soon: string;
}

/** Newest first, one page past `after` (keyset): the agency's list or a client's. */
export async function listInvoices(
  db: Queryable,
  tenantId: string,
  filter: ListFilter,
): Promise<ClientInvoiceRow[]> {
  const params: unknown[] = [tenantId, filter.limit];
  const where: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.status === 'overdue')
    where.push(`i.status = 'open' AND i.due_date < ${param(filter.today)}`);
  else if (filter.status === 'due_soon')
    where.push(
      `i.status = 'open' AND i.due_date BETWEEN ${param(filter.today)} AND ${param(filter.soon)}`,
    );
  else if (filter.status) where.push(`i.status = ${param(filter.status)}`);
  if (filter.clientId) where.push(`${param(filter.clientId)}::uuid = ANY(i.client_ids)`);
  const columns = columnsOf('i');
  if (filter.recipient) {
    const after = filter.after
      ? `AND (r.created_at, r.invoice_id) < (${param(filter.after.createdAt)}, ${param(filter.after.id)}::uuid)`
      : '';
    const { rows } = await db.query<ClientInvoiceRow>(
      `SELECT ${columns} FROM client_invoice_recipients r
         JOIN client_invoices i ON i.id = r.invoice_id
        WHERE r.tenant_id = $1 AND r.user_id = ${param(filter.recipient)} ${after}
          ${where.map((w) => `AND ${w}`).join(' ')}
        ORDER BY r.created_at DESC, r.invoice_id DESC LIMIT $2`,
      params,
    );
    return rows;
  }
  const after = filter.after
    ? `AND (i.created_at, i.id) < (${param(filter.after.createdAt)}, ${param(filter.after.id)}::uuid)`
    : '';
  const { rows } = await db.query<ClientInvoiceRow>(
    `SELECT ${columns} FROM client_invoices i
      WHERE i.tenant_id = $1 ${after} ${where.map((w) => `AND ${w}`).join(' ')}
      ORDER BY i.created_at DESC, i.id DESC LIMIT $2`,
    params,
  );
  return rows;
}

export interface TotalsRow {
  currency: string;
  outstanding: string;
  overdue: string;
  paid_this_month: string;
}

/**
 * Outstanding, overdue and paid since the month began, per currency. Open and paid invoices
 * are added up apart, each from its own partial index that carries the amounts (migration
 * 0005), so neither visits the table's rows.
 */
export async function invoiceTotalsOf(
  db: Queryable,
  tenantId: string,
  today: string,
  monthStart: Date,
  recipient?: string,
): Promise<TotalsRow[]> {
  const mine = recipient
    ? `AND id IN (SELECT invoice_id FROM client_invoice_recipients WHERE tenant_id = $1 AND user_id = $4)`
    : '';
  const { rows } = await db.query<TotalsRow>(
    `SELECT currency, sum(outstanding)::text AS outstanding, sum(overdue)::text AS overdue,
            sum(paid)::text AS paid_this_month
       FROM (SELECT currency, amount_due - amount_paid AS outstanding,
                    CASE WHEN due_date < $2 THEN amount_due - amount_paid ELSE 0 END AS overdue,
                    0 AS paid
               FROM client_invoices WHERE tenant_id = $1 AND status = 'open' ${mine}
             UNION ALL
             SELECT currency, 0, 0, amount_paid
               FROM client_invoices
              WHERE tenant_id = $1 AND status = 'paid' AND paid_at >= $3 ${mine}) AS amounts
      GROUP BY currency ORDER BY currency`,
    recipient ? [tenantId, today, monthStart, recipient] : [tenantId, today, monthStart],
  );
  return rows;
}

export interface VolumeRow {
  currency: string;
  volume: string;
  platform_fees: string;
  payments: number;
  refunded: string;
}

/** Every tenant's paid invoices, per currency (the super admin's console). */
export async function paymentsVolume(db: Queryable): Promise<VolumeRow[]> {
  const { rows } = await db.query<VolumeRow>(
    `SELECT currency, sum(amount_paid)::text AS volume, sum(platform_fee)::text AS platform_fees,
            count(*)::int AS payments, sum(amount_refunded)::text AS refunded
       FROM client_invoices WHERE status = 'paid' GROUP BY currency ORDER BY currency`,
  );
  return rows;
}
