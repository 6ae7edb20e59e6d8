/**
 * SQL for webhook endpoints and their delivery log. Every statement names its tenant, so the
 * same calls are safe in a tenant transaction (row-level security) and in the worker's
 * service-wide transactions, where a pg-boss job is queued atomically with the row it serves.
 */
import type { Queryable } from '@portico/kit';

export interface EndpointRow {
  id: string;
  tenant_id: string;
  url: string;
  events: string[];
  enabled: boolean;
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_until: Date | null;
  failing_since: Date | null;
  disabled_reason: string;
  created_by: string;
  created_by_email: string;
  created_at: Date;
}

export interface DeliveryRow {
  id: string;
  tenant_id: string;
  endpoint_id: string;
  url: string;
  event_id: string;
  event: string;
  payload: Record<string, unknown>;
  occurred_at: Date;
  status: 'pending' | 'retrying' | 'delivered' | 'failed';
  attempts: number;
  response_status: number;
  duration_ms: number;
  last_error: string;
  response_excerpt: string;
  replay_of: string | null;
  delivered_at: Date | null;
  created_at: Date;
}

export async function insertEndpoint(
  tx: Queryable,
  row: Pick<
    EndpointRow,
    'id' | 'tenant_id' | 'url' | 'events' | 'enabled' | 'secret_sealed' | 'created_by'
  > & { created_by_email: string },
): Promise<EndpointRow> {
  const { rows } = await tx.query<EndpointRow>(
    `INSERT INTO webhook_endpoints
       (id, tenant_id, url, events, enabled, secret_sealed, created_by, created_by_email)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
    [
      row.id,
      row.tenant_id,
      row.url,
      row.events,
      row.enabled,
      row.secret_sealed,
      row.created_by,
      row.created_by_email,
    ],
  );
  return rows[0]!;
}

export async function listEndpoints(tx: Queryable, tenantId: string): Promise<EndpointRow[]> {
  const { rows } = await tx.query<EndpointRow>(
    'SELECT * FROM webhook_endpoints WHERE tenant_id = $1 ORDER BY created_at, id',
    [tenantId],
  );
  return rows;
}

export async function findEndpoint(
  tx: Queryable,
  tenantId: string,
  id: string,
): Promise<EndpointRow | undefined> {
  const { rows } = await tx.query<EndpointRow>(
    'SELECT * FROM webhook_endpoints WHERE tenant_id = $1 AND id = $2',
    [tenantId, id],
  );
  return rows[0];
}

export async function deleteEndpoint(tx: Queryable, tenantId: string, id: string) {
  const { rowCount } = await tx.query(
    'DELETE FROM webhook_endpoints WHERE tenant_id = $1 AND id = $2',
    [tenantId, id],
  );
  return (rowCount ?? 0) > 0;
}

export async function rotateSecret(
  tx: Queryable,
  tenantId: string,
  id: string,
  sealed: string,
  previousUntil: Date,
): Promise<EndpointRow | undefined> {
  const { rows } = await tx.query<EndpointRow>(
    `UPDATE webhook_endpoints
        SET previous_secret_sealed = secret_sealed, previous_secret_until = $3, secret_sealed = $2
      WHERE id = $1 AND tenant_id = $4 RETURNING *`,
    [id, sealed, previousUntil, tenantId],
  );
  return rows[0];
}

/** Success clears the failing streak; a failure starts one unless one is running. */
export async function recordEndpointOutcome(
  tx: Queryable,
  id: string,
  ok: boolean,
  now: Date,
): Promise<EndpointRow | undefined> {
  const { rows } = await tx.query<EndpointRow>(
    ok
      ? 'UPDATE webhook_endpoints SET failing_since = NULL WHERE id = $1 RETURNING *'
      : `UPDATE webhook_endpoints SET failing_since = coalesce(failing_since, $2)
          WHERE id = $1 RETURNING *`,
    ok ? [id] : [id, now],
  );
  return rows[0];
}

/** Disables an endpoint once; answers whether this call did it (so admins are told once). */
export async function disableEndpoint(tx: Queryable, id: string, reason: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE webhook_endpoints SET enabled = false, disabled_reason = $2
      WHERE id = $1 AND enabled`,
    [id, reason],
  );
  return (rowCount ?? 0) > 0;
}

const DELIVERY_COLUMNS = `d.*, e.url`;

export async function insertDelivery(
  tx: Queryable,
  row: Pick<
    DeliveryRow,
    'id' | 'tenant_id' | 'endpoint_id' | 'event_id' | 'event' | 'payload' | 'occurred_at'
  > & { replay_of?: string },
): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO webhook_deliveries
       (id, tenant_id, endpoint_id, event_id, event, payload, occurred_at, status, replay_of)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8)
     ON CONFLICT (endpoint_id, event_id) WHERE replay_of IS NULL DO NOTHING
     RETURNING id`,
    [
      row.id,
      row.tenant_id,
      row.endpoint_id,
      row.event_id,
      row.event,
      JSON.stringify(row.payload),
      row.occurred_at,
      row.replay_of ?? null,
    ],
  );
  return rows[0]?.id;
}

export async function findDelivery(
  tx: Queryable,
  tenantId: string,
  id: string,
): Promise<DeliveryRow | undefined> {
  const { rows } = await tx.query<DeliveryRow>(
    `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d
       JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE d.tenant_id = $1 AND d.id = $2`,
    [tenantId, id],
  );
  return rows[0];
}

export async function listDeliveries(
  tx: Queryable,
  tenantId: string,
  limit: number,
): Promise<DeliveryRow[]> {
  const { rows } = await tx.query<DeliveryRow>(
    `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d
       JOIN webhook_endpoints e ON e.id = d.endpoint_id
      WHERE d.tenant_id = $1
      ORDER BY d.created_at DESC, d.id DESC LIMIT $2`,
    [tenantId, limit],
  );
  return rows;
}

/** Claims the next attempt: answers the attempt's number, or nothing when already final. */
export async function beginAttempt(tx: Queryable, id: string): Promise<number | undefined> {
  const { rows } = await tx.query<{ attempts: number }>(
    `UPDATE webhook_deliveries SET attempts = attempts + 1
      WHERE id = $1 AND status IN ('pending', 'retrying') RETURNING attempts`,
    [id],
  );
  return rows[0]?.attempts;
}

export async function recordAttempt(
  tx: Queryable,
  id: string,
  outcome: {
    status: DeliveryRow['status'];
    responseStatus: number;
    durationMs: number;
    error: string;
    excerpt: string;
    deliveredAt: Date | null;
  },
): Promise<void> {
  await tx.query(
    `UPDATE webhook_deliveries
        SET status = $2, response_status = $3, duration_ms = $4, last_error = $5,
            response_excerpt = $6, delivered_at = coalesce($7, delivered_at)
      WHERE id = $1`,
    [
      id,
      outcome.status,
      outcome.responseStatus,
      outcome.durationMs,
      outcome.error,
      outcome.excerpt,
      outcome.deliveredAt,
    ],
  );
}

/** Whether the delivery log exists yet (rule evaluation may run before its migration). */
export async function deliveryLogExists(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ found: string | null }>('SELECT to_regclass($1) AS found', [
    'webhook_deliveries',
  ]);
  return Boolean(rows[0]?.found);
}

/** Deliveries that failed for good within `interval` (a PostgreSQL interval: '5 minutes'). */
export async function countFailedDeliveries(db: Queryable, interval: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM webhook_deliveries
      WHERE status = 'failed' AND created_at > now() - $1::interval`,
    [interval],
  );
  return Number(rows[0]?.n ?? 0);
}
