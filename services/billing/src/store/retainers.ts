/** Retainers: a client's subscription on the tenant's connected account, one invoice a period. */
import type { Queryable } from '@portico/kit';
import type { StoredClient } from './clientInvoices';

export interface RetainerRow {
  id: string;
  tenant_id: string;
  client_id: string;
  client: StoredClient;
  currency: string;
  description: string;
  amount: string;
  billing_interval: 'month' | 'year';
  start_date: string;
  days_until_due: number;
  status: string;
  cancel_at_period_end: boolean;
  current_period_end: Date | null;
  account_id: string;
  provider_subscription_id: string | null;
  provider_event_created: Date | null;
  created_at: Date;
}

const COLUMNS = `id, tenant_id, client_id, client, currency, description, amount::text AS amount,
  billing_interval, to_char(start_date, 'YYYY-MM-DD') AS start_date, days_until_due, status,
  cancel_at_period_end, current_period_end, account_id, provider_subscription_id,
  provider_event_created, created_at`;

export async function insertRetainer(
  db: Queryable,
  row: Omit<
    RetainerRow,
    | 'amount'
    | 'status'
    | 'cancel_at_period_end'
    | 'current_period_end'
    | 'provider_subscription_id'
    | 'provider_event_created'
    | 'created_at'
  > & { amount: number },
): Promise<void> {
  await db.query(
    `INSERT INTO retainers (id, tenant_id, client_id, client, currency, description, amount,
       billing_interval, start_date, days_until_due, account_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      row.id,
      row.tenant_id,
      row.client_id,
      JSON.stringify(row.client),
      row.currency,
      row.description,
      row.amount,
      row.billing_interval,
      row.start_date,
      row.days_until_due,
      row.account_id,
    ],
  );
}

export async function findRetainer(db: Queryable, id: string): Promise<RetainerRow | undefined> {
  const { rows } = await db.query<RetainerRow>(`SELECT ${COLUMNS} FROM retainers WHERE id = $1`, [
    id,
  ]);
  return rows[0];
}

export async function findRetainerBySubscription(
  db: Queryable,
  subscriptionId: string,
): Promise<RetainerRow | undefined> {
  const { rows } = await db.query<RetainerRow>(
    `SELECT ${COLUMNS} FROM retainers WHERE provider_subscription_id = $1 FOR UPDATE`,
    [subscriptionId],
  );
  return rows[0];
}

export async function listRetainers(db: Queryable, tenantId: string): Promise<RetainerRow[]> {
  const { rows } = await db.query<RetainerRow>(
    `SELECT ${COLUMNS} FROM retainers WHERE tenant_id = $1 ORDER BY created_at DESC LIMIT 500`,
    [tenantId],
  );
  return rows;
}

/** The subscription's state; an older event than the one applied changes nothing. */
export async function saveRetainerState(
  db: Queryable,
  id: string,
  state: {
    provider_subscription_id?: string;
    status: string;
    cancel_at_period_end: boolean;
    current_period_end: Date | null;
  },
  eventCreated: Date | null,
): Promise<void> {
  await db.query(
    `UPDATE retainers SET provider_subscription_id = COALESCE($2, provider_subscription_id),
       status = $3, cancel_at_period_end = $4,
       current_period_end = COALESCE($5, current_period_end),
       provider_event_created = GREATEST(provider_event_created, $6)
     WHERE id = $1 AND ($6::timestamptz IS NULL OR provider_event_created IS NULL
                        OR provider_event_created <= $6)`,
    [
      id,
      state.provider_subscription_id ?? null,
      state.status,
      state.cancel_at_period_end,
      state.current_period_end,
      eventCreated,
    ],
  );
}
