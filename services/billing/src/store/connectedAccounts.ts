/** The tenant's connected Stripe account, kept as account.updated events describe it. */
import type { Queryable } from '@portico/kit';

export interface ConnectedAccountRow {
  tenant_id: string;
  account_id: string;
  account_type: 'standard' | 'express';
  country: string;
  business_name: string;
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  requirements_due: string[];
  default_currency: string;
  currencies: string[];
  provider_event_created: Date | null;
  connected_at: Date;
}

export type AccountState = Omit<
  ConnectedAccountRow,
  'tenant_id' | 'provider_event_created' | 'connected_at'
>;

export async function findConnectedAccount(
  db: Queryable,
  tenantId: string,
): Promise<ConnectedAccountRow | undefined> {
  const { rows } = await db.query<ConnectedAccountRow>(
    'SELECT * FROM connected_accounts WHERE tenant_id = $1',
    [tenantId],
  );
  return rows[0];
}

/** The tenant whose account this is: read as the service, before any tenant is in scope. */
export async function tenantOfAccount(
  db: Queryable,
  accountId: string,
): Promise<string | undefined> {
  const { rows } = await db.query<{ tenant_id: string }>(
    'SELECT tenant_id FROM connected_accounts WHERE account_id = $1',
    [accountId],
  );
  return rows[0]?.tenant_id;
}

/**
 * Writes the account's state. `eventCreated` is the provider's time of the event it came
 * from: an older event arriving late changes nothing (null: read from the API just now).
 */
export async function saveConnectedAccount(
  db: Queryable,
  tenantId: string,
  state: AccountState,
  eventCreated: Date | null,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO connected_accounts
       (tenant_id, account_id, account_type, country, business_name, details_submitted,
        charges_enabled, payouts_enabled, requirements_due, default_currency, currencies,
        provider_event_created)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (tenant_id) DO UPDATE SET
       account_id = EXCLUDED.account_id, account_type = EXCLUDED.account_type,
       country = EXCLUDED.country, business_name = EXCLUDED.business_name,
       details_submitted = EXCLUDED.details_submitted,
       charges_enabled = EXCLUDED.charges_enabled, payouts_enabled = EXCLUDED.payouts_enabled,
       requirements_due = EXCLUDED.requirements_due,
       default_currency = EXCLUDED.default_currency, currencies = EXCLUDED.currencies,
       provider_event_created = COALESCE(EXCLUDED.provider_event_created,
                                         connected_accounts.provider_event_created),
       updated_at = now()
     WHERE connected_accounts.account_id <> EXCLUDED.account_id
        OR EXCLUDED.provider_event_created IS NULL
        OR connected_accounts.provider_event_created IS NULL
        OR connected_accounts.provider_event_created <= EXCLUDED.provider_event_created`,
    [
      tenantId,
      state.account_id,
      state.account_type,
      state.country,
      state.business_name,
      state.details_submitted,
      state.charges_enabled,
      state.payouts_enabled,
      state.requirements_due,
      state.default_currency,
      state.currencies,
      eventCreated,
    ],
  );
  return rowCount === 1;
}

export async function deleteConnectedAccount(db: Queryable, tenantId: string): Promise<void> {
  await db.query('DELETE FROM connected_accounts WHERE tenant_id = $1', [tenantId]);
}

export async function countConnectedAccounts(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM connected_accounts WHERE charges_enabled',
  );
  return rows[0]?.n ?? 0;
}
