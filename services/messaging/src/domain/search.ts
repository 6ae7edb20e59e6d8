/**
 * Full-text search within the tenant: PostgreSQL's `websearch_to_tsquery` over each message's
 * `tsvector` (English stemming, so "invoices" finds "invoice"), ranked with `ts_rank`, each hit
 * highlighted with `ts_headline`. Row-level security keeps it to the caller's tenant; a client
 * searches only the conversations they take part in.
 */
import { invalid } from '@portico/kit';
import * as messages from '../store/messages';
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
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const conversationId = request.conversationId.trim()
      ? (await conversationFor(tx, viewer, request.conversationId.trim())).id
      : undefined;
    const rows = await messages.search(tx, {
      text,
      ...(viewer.side === 'client' ? { participantId: viewer.userId } : {}),
      ...(conversationId ? { conversationId } : {}),
      limit,
      offset,
    });
    const page = rows.slice(0, limit);
    const views = await withAttachments(tx, page);
    return {
      hits: views.map((view, i) => ({
        ...view,
        subject: page[i]!.subject,
        headline: page[i]!.headline,
        rank: page[i]!.rank,
      })),
      nextCursor:
        rows.length > limit && offset + limit <= MAX_OFFSET ? encodeCursor(offset + limit) : '',
    };
  });
}
