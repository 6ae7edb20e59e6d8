/**
 * The live stream's catch-up (migrations/0002_stream_log.sql): a stream that reconnects with
 * its Last-Event-ID gets, through the gateway, every event after it that the person may see,
 * in the order they happened. The log, not the gateway, holds them: a gateway keeps nothing
 * across a restart and a replica never saw what the others delivered, while the log is written
 * in the very transaction of each change, so nothing committed can be missing from it.
 */
import { invalid } from '@portico/kit';
import { entriesAfter, head, type StreamEntryRow } from '../store/streamLog';
import type { MessagingDeps, Viewer } from './deps';

export interface StreamCatchUp {
  events: StreamEntryRow[];
  hasMore: boolean;
  head: string;
  /** The log cannot say what happened after `after` (pruned, or never reached): reload. */
  gap: boolean;
}

const POSITION = /^\d{1,18}$/;

export function listStreamEvents(
  deps: Pick<MessagingDeps, 'db'>,
  tenantId: string,
  viewer: Viewer,
  request: { afterPosition: string; limit: number },
): Promise<StreamCatchUp> {
  if (!POSITION.test(request.afterPosition))
    throw invalid('after_position must be a whole number', 'position');
  const limit = Math.min(Math.max(request.limit || 200, 1), 500);
  const after = BigInt(request.afterPosition);
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const now = await head(tx);
    const gap = after > BigInt(now.position) || after < BigInt(now.pruned_through);
    if (after === 0n || gap) return { events: [], hasMore: false, head: now.position, gap };
    const rows = await entriesAfter(tx, after.toString(), limit + 1, {
      userId: viewer.userId,
      staff: viewer.side === 'team',
    });
    return {
      events: rows.slice(0, limit),
      hasMore: rows.length > limit,
      head: now.position,
      gap: false,
    };
  });
}
