/**
 * The span store behind the trace drawer: spans from OTLP/HTTP JSON export requests
 * (opentelemetry-proto's JSON mapping: ids in hex, times as nanosecond strings), kept for a
 * few minutes and a bounded number of rows, read back by trace id.
 */
import type { Queryable } from '@portico/kit';

interface OtlpAttribute {
  key: string;
  value?: { stringValue?: string };
}
interface OtlpSpan {
  traceId?: string;
  spanId?: string;
  parentSpanId?: string;
  name?: string;
  kind?: number;
  startTimeUnixNano?: string | number;
  endTimeUnixNano?: string | number;
  status?: { code?: number; message?: string };
}
export interface OtlpTraceRequest {
  resourceSpans?: Array<{
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: Array<{ spans?: OtlpSpan[] }>;
  }>;
}

export interface SpanRow {
  trace_id: string;
  span_id: string;
  parent_span_id: string;
  service: string;
  name: string;
  kind: number;
  started_at: Date;
  duration_ms: number;
  status_code: number;
  status_message: string;
}

const HEX_ID = /^[0-9a-f]{16,32}$/;

/** The spans of one export request that carry valid ids and times; the rest are skipped. */
export function spansFromOtlp(body: OtlpTraceRequest): SpanRow[] {
  const rows: SpanRow[] = [];
  for (const resourceSpans of body.resourceSpans ?? []) {
    const service =
      resourceSpans.resource?.attributes?.find((a) => a.key === 'service.name')?.value
        ?.stringValue ?? '';
    for (const scope of resourceSpans.scopeSpans ?? []) {
      for (const span of scope.spans ?? []) {
        const traceId = span.traceId?.toLowerCase() ?? '';
        const spanId = span.spanId?.toLowerCase() ?? '';
        if (!HEX_ID.test(traceId) || !HEX_ID.test(spanId)) continue;
        const start = BigInt(span.startTimeUnixNano ?? 0);
        const end = BigInt(span.endTimeUnixNano ?? span.startTimeUnixNano ?? 0);
        if (start <= 0n) continue;
        rows.push({
          trace_id: traceId,
          span_id: spanId,
          parent_span_id: span.parentSpanId?.toLowerCase() ?? '',
          service,
          name: (span.name ?? '').slice(0, 300),
          kind: span.kind ?? 0,
          started_at: new Date(Number(start / 1_000_000n)),
          duration_ms: Number(end > start ? end - start : 0n) / 1e6,
          status_code: span.status?.code ?? 0,
          status_message: (span.status?.message ?? '').slice(0, 500),
        });
      }
    }
  }
  return rows;
}

export async function insertSpans(db: Queryable, rows: SpanRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO trace_spans (trace_id, span_id, parent_span_id, service, name, kind,
                              started_at, duration_ms, status_code, status_message)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS s(trace_id text, span_id text,
       parent_span_id text, service text, name text, kind smallint, started_at timestamptz,
       duration_ms double precision, status_code smallint, status_message text)
     ON CONFLICT (trace_id, span_id) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}

/** Drops spans older than the window, then the oldest beyond the row cap. */
export async function pruneSpans(
  db: Queryable,
  limits: { minutes: number; maxRows: number },
): Promise<void> {
  await db.query(`DELETE FROM trace_spans WHERE received_at < now() - make_interval(mins => $1)`, [
    limits.minutes,
  ]);
  // Exact, even when one export's spans share a received_at: the newest by receipt, then start.
  await db.query(
    `DELETE FROM trace_spans WHERE (trace_id, span_id) IN (
       SELECT trace_id, span_id FROM trace_spans
        ORDER BY received_at DESC, started_at DESC, span_id OFFSET $1)`,
    [limits.maxRows],
  );
}

export async function getTraceSpans(db: Queryable, traceId: string): Promise<SpanRow[]> {
  const { rows } = await db.query<SpanRow>(
    `SELECT trace_id, span_id, parent_span_id, service, name, kind, started_at, duration_ms,
            status_code, status_message
       FROM trace_spans WHERE trace_id = $1 ORDER BY started_at, span_id LIMIT 1000`,
    [traceId.toLowerCase()],
  );
  return rows;
}
