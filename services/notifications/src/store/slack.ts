/**
 * A tenant's Slack incoming webhook (its URL sealed), the messages queued once per event, and
 * the channel's next free second.
 */
import type { Queryable } from '@portico/kit';

export interface SlackRow {
  tenant_id: string;
  url_sealed: string;
  masked_url: string;
  enabled: boolean;
  updated_at: Date;
}

export async function findSlack(db: Queryable, tenantId: string): Promise<SlackRow | undefined> {
  const { rows } = await db.query<SlackRow>(
    'SELECT * FROM slack_integrations WHERE tenant_id = $1',
    [tenantId],
  );
  return rows[0];
}

export async function deleteSlack(db: Queryable, tenantId: string): Promise<void> {
  await db.query('DELETE FROM slack_integrations WHERE tenant_id = $1', [tenantId]);
}

export async function upsertSlack(
  db: Queryable,
  row: Pick<SlackRow, 'tenant_id' | 'url_sealed' | 'masked_url' | 'enabled'> & {
    updated_by: string;
  },
): Promise<SlackRow> {
  const { rows } = await db.query<SlackRow>(
    `INSERT INTO slack_integrations (tenant_id, url_sealed, masked_url, enabled, updated_by)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (tenant_id) DO UPDATE SET url_sealed = $2, masked_url = $3, enabled = $4,
       updated_by = $5, updated_at = now()
     RETURNING *`,
    [row.tenant_id, row.url_sealed, row.masked_url, row.enabled, row.updated_by],
  );
  return rows[0]!;
}

/** Records the event's message; answers false when it was recorded before. */
export async function recordSlackMessage(
  db: Queryable,
  tenantId: string,
  eventId: string,
): Promise<boolean> {
  const first = await db.query(
    `INSERT INTO slack_messages (tenant_id, event_id) VALUES ($1, $2)
     ON CONFLICT DO NOTHING`,
    [tenantId, eventId],
  );
  return (first.rowCount ?? 0) > 0;
}

/**
 * Takes the channel's next free moment, at least `spacingMs` after the one taken before it and
 * not before `now`; answers it as epoch ms, or nothing when Slack is off for the tenant.
 */
export async function reserveSlot(
  db: Queryable,
  tenantId: string,
  now: Date,
  spacingMs: number,
): Promise<number | undefined> {
  const { rows } = await db.query<{ slot: Date }>(
    `UPDATE slack_integrations
        SET next_slot_at = greatest(next_slot_at + make_interval(secs => $3 / 1000.0), $2)
      WHERE tenant_id = $1 AND enabled
      RETURNING next_slot_at AS slot`,
    [tenantId, now, spacingMs],
  );
  return rows[0]?.slot.getTime();
}
