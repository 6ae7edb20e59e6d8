/**
 * Full-text search within the tenant: PostgreSQL's `websearch_to_tsquery` over each message's
 * `tsvector` (English stemming, so "invoices" finds "invoice"), ranked with `ts_rank`, each hit
 * highlighted with `ts_headline`. A client searches only the conversations they take part in.
 * The text index is read outside the tenant's scope and the rows inside it (store/search.ts
 * says why), so row-level security still decides what is shown.
 */
import { invalid } from '@portico/kit';
import { conversationIdsOf } from '../store/conversations';
import { findHits, readHits } from '../store/search';
import { conversationFor } from './access';
import { decodeCursor, encodeCursor } from './cursor';
import type { MessagingDeps, Viewer } from './deps';
import type { MessageView } from './posting';
import { withAttachments } from './views';

const MAX_QUERY = 200;
const MAX_OFFSET = 1000;

export interface SearchHitView extends MessageView {
  subject: string;
  headline: string;
  rank: number;
}

const isOffset = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_OFFSET;

export async function searchMessages(
  deps: Pick<MessagingDeps, 'db'>,
  tenantId: string,
  viewer: Viewer,
  request: { query: string; conversationId: string; limit: number; cursor: string },
): Promise<{ hits: SearchHitView[]; nextCursor: string }> {
  const text = request.query.replace(/\s+/g, ' ').trim();
  if (!text) throw invalid('Type something to search for', 'query');
  if ([...text].length > MAX_QUERY)
    throw invalid(`Search for at most ${MAX_QUERY} characters`, 'query');
  const limit = Math.min(Math.max(request.limit || 20, 1), 50);
  const offset = request.cursor ? decodeCursor(request.cursor, isOffset) : 0;
  // Where to look: the conversation named, a client's own, or (staff) all of the tenant's.
  const within = await deps.db.tenantTransaction(tenantId, async (tx) => {
    const named = request.conversationId.trim();
    if (named) return [(await conversationFor(tx, viewer, named)).id];
    return viewer.side === 'client' ? conversationIdsOf(tx, viewer.userId) : undefined;
  });
  if (within?.length === 0) return { hits: [], nextCursor: '' };
  const found = await findHits(deps.db, {
    tenantId,
    text,
    ...(within ? { conversationIds: within } : {}),
    limit: limit + 1,
    offset,
  });
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const page = await readHits(tx, found.slice(0, limit), {
      text,
      ...(within ? { conversationIds: within } : {}),
    });
    const views = await withAttachments(tx, page);
    return {
      hits: views.map((view, i) => ({
        ...view,
        subject: page[i]!.subject,
        headline: page[i]!.headline,
        rank: page[i]!.rank,
      })),
      nextCursor:
        found.length > limit && offset + limit <= MAX_OFFSET ? encodeCursor(offset + limit) : '',
    };
  });
}
