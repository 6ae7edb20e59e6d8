/**
 * The sandbox's Stripe objects and the events it sends (no keys configured). Stripe's data,
 * not a tenant's: no row-level security, and only the sandbox reads these tables.
 */
import type { Queryable } from '@portico/kit';

export interface SandboxObjectRow {
  id: string;
  account: string;
  object: string;
  data: Record<string, unknown>;
  page_token: string | null;
}

export async function insertSandboxObject(
  db: Queryable,
  row: Omit<SandboxObjectRow, 'page_token'> & { page_token?: string },
): Promise<void> {
  await db.query(
    `INSERT INTO stripe_sandbox_objects (id, account, object, data, page_token)
     VALUES ($1, $2, $3, $4, $5)`,
    [row.id, row.account, row.object, JSON.stringify(row.data), row.page_token ?? null],
  );
}

export async function saveSandboxObject(
  db: Queryable,
  id: string,
  data: Record<string, unknown>,
): Promise<void> {
  await db.query(`UPDATE stripe_sandbox_objects SET data = $2 WHERE id = $1`, [
    id,
    JSON.stringify(data),
  ]);
}

/** An object by id; `lock` holds it for the transaction (two payments of one invoice). */
export async function findSandboxObject(
  db: Queryable,
  id: string,
  lock = false,
): Promise<SandboxObjectRow | undefined> {
  const { rows } = await db.query<SandboxObjectRow>(
    `SELECT id, account, object, data, page_token FROM stripe_sandbox_objects WHERE id = $1
     ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

export async function findSandboxObjectByToken(
  db: Queryable,
  token: string,
): Promise<SandboxObjectRow | undefined> {
  const { rows } = await db.query<SandboxObjectRow>(
    `SELECT id, account, object, data, page_token FROM stripe_sandbox_objects
      WHERE page_token = $1`,
    [token],
  );
  return rows[0];
}

/** Objects of one kind on an account whose `data[field]` is `value` (a list's filter). */
export async function listSandboxObjects(
  db: Queryable,
  account: string,
  object: string,
  field: string,
  value: string,
): Promise<SandboxObjectRow[]> {
  const { rows } = await db.query<SandboxObjectRow>(
    `SELECT id, account, object, data, page_token FROM stripe_sandbox_objects
      WHERE account = $1 AND object = $2 AND data ->> $3 = $4 ORDER BY created_at, id`,
    [account, object, field, value],
  );
  return rows;
}

export async function insertSandboxEvent(
  db: Queryable,
  event: { id: string; account: string; payload: Record<string, unknown> },
): Promise<void> {
  await db.query(`INSERT INTO stripe_sandbox_events (id, account, payload) VALUES ($1, $2, $3)`, [
    event.id,
    event.account,
    JSON.stringify(event.payload),
  ]);
}

export interface SandboxEventRow {
  seq: string;
  id: string;
  payload: Record<string, unknown>;
}

/** Events not yet delivered, oldest first. */
export async function pendingSandboxEvents(db: Queryable, limit = 50): Promise<SandboxEventRow[]> {
  const { rows } = await db.query<SandboxEventRow>(
    `SELECT seq::text AS seq, id, payload FROM stripe_sandbox_events
      WHERE delivered_at IS NULL ORDER BY seq LIMIT $1`,
    [limit],
  );
  return rows;
}

export async function markSandboxEventDelivered(db: Queryable, seq: string): Promise<void> {
  await db.query(`UPDATE stripe_sandbox_events SET delivered_at = now() WHERE seq = $1`, [seq]);
}

/** Subscriptions whose period ended by `now` (seconds): the sandbox's clock turns them. */
export async function dueSandboxSubscriptions(
  db: Queryable,
  now: number,
): Promise<SandboxObjectRow[]> {
  const { rows } = await db.query<SandboxObjectRow>(
    `SELECT id, account, object, data, page_token FROM stripe_sandbox_objects
      WHERE object = 'subscription' AND data ->> 'status' IN ('active', 'past_due')
        AND (data -> 'items' -> 'data' -> 0 ->> 'current_period_end')::bigint <= $1
      ORDER BY id`,
    [now],
  );
  return rows;
}
