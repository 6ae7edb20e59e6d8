/**
 * GetTrace (super admins only): the stored spans of one trace for the console's trace drawer.
 * An id that is not a W3C trace id is refused rather than looked up.
 */
import { unary, type CallContext, type Database } from '@portico/kit';
import type { metricsV1 } from '@portico/proto';
import { traceSpans } from '../domain/traces';
import { requireSuperAdmin } from './audit';

export function traceHandlers(db: Database) {
  return {
    GetTrace: unary(async (req: metricsV1.GetTraceRequest__Output, ctx: CallContext) => {
      requireSuperAdmin(ctx);
      const { traceId, spans } = await traceSpans(db, req.trace_id);
      return {
        trace_id: traceId,
        spans: spans.map((span) => ({
          span_id: span.span_id,
          parent_span_id: span.parent_span_id,
          service: span.service,
          name: span.name,
          kind: span.kind,
          started_at: new Date(span.started_at).toISOString(),
          duration_ms: span.duration_ms,
          status_code: span.status_code,
          status_message: span.status_message,
        })),
      };
    }),
  };
}
