/** The trace drawer: the stored spans of one trace. */
import { invalid, type Queryable } from '@portico/kit';
import { getTraceSpans, type SpanRow } from '../store/trace-spans';

const TRACE_ID = /^[0-9a-f]{32}$/;

/** An id that is not a W3C trace id is refused rather than looked up. */
export async function traceSpans(
  db: Queryable,
  requestedId: string,
): Promise<{ traceId: string; spans: SpanRow[] }> {
  const traceId = requestedId.toLowerCase();
  if (!TRACE_ID.test(traceId)) throw invalid('trace id must be 32 hexadecimal characters');
  return { traceId, spans: await getTraceSpans(db, traceId) };
}
