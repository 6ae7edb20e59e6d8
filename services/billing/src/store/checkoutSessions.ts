/** The sandbox provider's checkout sessions (Stripe keeps its own). */
import type { Queryable } from '@portico/kit';

export interface CheckoutSessionRow {
  id: string;
  tenant_id: string | null;
  purpose: string;
  plan: string | null;
  billing_interval: string;
  seats: number;
  status: string;
  customer_email: string;
  success_url: string;
  cancel_url: string;
  created_at: Date;
}

export async function insertCheckoutSession(
  db: Queryable,
  session: Pick<
    CheckoutSessionRow,
    | 'id'
    | 'tenant_id'
    | 'purpose'
    | 'plan'
    | 'billing_interval'
    | 'seats'
    | 'success_url'
    | 'cancel_url'
  >,
): Promise<void> {
  await db.query(
    `INSERT INTO checkout_sessions
       (id, tenant_id, purpose, plan, billing_interval, seats, success_url, cancel_url)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      session.id,
      session.tenant_id,
      session.purpose,
      session.plan,
      session.billing_interval,
      session.seats,
      session.success_url,
      session.cancel_url,
    ],
  );
}

export async function findCheckoutSession(
  db: Queryable,
  sessionId: string,
): Promise<CheckoutSessionRow | undefined> {
  const { rows } = await db.query<CheckoutSessionRow>(
    'SELECT * FROM checkout_sessions WHERE id = $1',
    [sessionId],
  );
  return rows[0];
}

export async function completeCheckoutSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query(`UPDATE checkout_sessions SET status = 'complete' WHERE id = $1`, [sessionId]);
}
