/** Each client's Stripe customer on the tenant's connected account. */
import type { Queryable } from '@portico/kit';

export async function findClientCustomer(
  db: Queryable,
  tenantId: string,
  accountId: string,
  userId: string,
): Promise<string | undefined> {
  const { rows } = await db.query<{ customer_id: string }>(
    `SELECT customer_id FROM client_customers
      WHERE tenant_id = $1 AND account_id = $2 AND user_id = $3`,
    [tenantId, accountId, userId],
  );
  return rows[0]?.customer_id;
}

export async function saveClientCustomer(
  db: Queryable,
  row: { tenantId: string; accountId: string; userId: string; customerId: string },
): Promise<void> {
  await db.query(
    `INSERT INTO client_customers (tenant_id, account_id, user_id, customer_id)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [row.tenantId, row.accountId, row.userId, row.customerId],
  );
}
