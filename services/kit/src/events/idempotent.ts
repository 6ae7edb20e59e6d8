/**
 * The consumer half of exactly-once effects over at-least-once delivery. The event id is
 * recorded in `processed_events` in the same transaction as the handler's writes: a
 * redelivered event finds its id and changes nothing, and a handler that fails leaves no
 * record, so the retry applies it. Two deliveries racing (say, across a rebalance) are
 * serialised by the primary key: the second waits for the first and then skips.
 */
import type { Database, Queryable, Tx } from '../db';
import type { EventHandler, IncomingEvent } from './types';

export interface IdempotentHandlerOptions {
  /**
   * Run in a tenant-scoped transaction (row-level security applies) when the event has a
   * tenant id. Default true; turn off only for consumers that keep platform-wide rows.
   */
  tenantScoped?: boolean;
}

/**
 * `consumerName` names the effect, not the service: two handlers of one service consuming
 * the same event each need their own name, or the second would skip it.
 */
export function idempotentHandler(
  db: Database,
  consumerName: string,
  apply: (tx: Tx, event: IncomingEvent) => Promise<void>,
  options: IdempotentHandlerOptions = {},
): EventHandler {
  const tenantScoped = options.tenantScoped ?? true;
  return async (event) => {
    const applyOnce = async (tx: Tx) => {
      const claimed = await tx.query(
        `INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2)
         ON CONFLICT (consumer, event_id) DO NOTHING`,
        [consumerName, event.id],
      );
      if (claimed.rowCount === 0) return;
      await apply(tx, event);
    };
    if (tenantScoped && event.tenantId) await db.tenantTransaction(event.tenantId, applyOnce);
    else await db.transaction(applyOnce);
  };
}

/**
 * Forgets applied event ids older than `retainMs`. The record only has to outlive any
 * redelivery of the event (Kafka keeps topics for days, not months), so the table stays
 * small instead of growing with every event ever handled. Returns how many were removed.
 */
export async function pruneProcessedEvents(db: Queryable, retainMs: number): Promise<number> {
  const { rowCount } = await db.query(
    'DELETE FROM processed_events WHERE processed_at < now() - make_interval(secs => $1)',
    [retainMs / 1000],
  );
  return rowCount;
}
