/**
 * The ledger of provider events applied: the event id is the key, so a webhook redelivered or
 * replayed by the reconcile is recorded once. Not tenant-owned (an event names its tenant
 * inside), so it has no row-level security.
 */
import type { Queryable } from '@portico/kit';

export interface ProviderEventRecord {
  id: string;
  type: string;
  /** The provider's time of the event, Unix seconds. */
  created: number;
  tenantId: string | undefined;
}

/** Records the event; answers false when it was recorded before (nothing to apply). */
export async function recordProviderEvent(
  db: Queryable,
  event: ProviderEventRecord,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO provider_events (id, type, created_at, tenant_id)
     VALUES ($1, $2, to_timestamp($3), $4) ON CONFLICT (id) DO NOTHING`,
    [event.id, event.type, event.created, event.tenantId ?? null],
  );
  return rowCount === 1;
}
