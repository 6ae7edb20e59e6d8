import {
  Badge,
  Drawer,
  isApiError,
  QueryState,
  useApiQuery,
  type ApiAnswer,
} from '@portico/frontend-kit';

type Span = ApiAnswer<'get', '/api/metrics/traces/{traceId}'>['spans'][number];

/** Each span with its depth under its parent, in start order (parents start before children). */
function waterfall(spans: Span[]) {
  const depthOf = new Map<string, number>();
  const start = Math.min(...spans.map((s) => Date.parse(s.started_at)));
  const end = Math.max(...spans.map((s) => Date.parse(s.started_at) + s.duration_ms));
  const total = Math.max(end - start, 1);
  return spans.map((span) => {
    const depth = span.parent_span_id ? (depthOf.get(span.parent_span_id) ?? -1) + 1 : 0;
    depthOf.set(span.span_id, depth);
    const offset = Date.parse(span.started_at) - start;
    return {
      span,
      depth,
      offset,
      left: (offset / total) * 100,
      width: Math.max((span.duration_ms / total) * 100, 0.5),
    };
  });
}

const STATUS_TONE = { error: 'red', ok: 'green', unset: 'gray' } as const;

/**
 * App Health → a failing endpoint's last request, as its trace: every span the processes
 * exported (gateway, services, SQL, the outbox and the consumers), as a waterfall of service,
 * name, duration and status. Spans are kept for a few minutes, so an old failure may have none.
 */
export function TraceDrawer({
  traceId,
  requestId,
  onClose,
}: {
  traceId: string;
  requestId: string | null;
  onClose: () => void;
}) {
  const trace = useApiQuery('/api/metrics/traces/{traceId}', {
    params: { path: { traceId } },
    tenantId: null,
  });
  return (
    <Drawer title="Trace" onClose={onClose}>
      <dl className="tenant-facts">
        <dt>Trace id</dt>
        <dd>
          <code>{traceId}</code>
        </dd>
        {requestId && (
          <>
            <dt>Request id</dt>
            <dd>
              <code>{requestId}</code>
            </dd>
          </>
        )}
      </dl>
      <QueryState
        query={trace}
        loadingLabel="Loading trace"
        error={(cause) =>
          isApiError(cause) && cause.status
            ? `Failed to load trace (${cause.status})`
            : 'Error loading trace'
        }
        isEmpty={(answer) => !answer.tracing || answer.spans.length === 0}
        empty={
          trace.data?.tracing === false ? (
            <p className="console__subtitle">
              Tracing is off: set OTEL_EXPORTER_OTLP_ENDPOINT to the metrics service to record
              traces
            </p>
          ) : (
            <p className="console__subtitle">
              No spans kept for this trace: spans are kept for a few minutes after the request
            </p>
          )
        }
      >
        {(answer) => (
          <ol className="trace-waterfall" aria-label="Spans in start order">
            {waterfall(answer.spans).map(({ span, depth, offset, left, width }) => (
              <li key={span.span_id} className="trace-span">
                <div className="trace-span__label" style={{ paddingLeft: `${depth}rem` }}>
                  <span className="trace-span__service">{span.service || 'unknown service'}</span>{' '}
                  <span className="trace-span__name">{span.name}</span>
                </div>
                <div className="trace-span__timing">
                  {span.duration_ms.toFixed(1)} ms{' '}
                  <span className="console__subtitle">at +{offset.toFixed(0)} ms</span>{' '}
                  <Badge tone={STATUS_TONE[span.status]}>{span.status}</Badge>
                  {span.status_message && (
                    <span className="trace-span__message"> {span.status_message}</span>
                  )}
                </div>
                {/* The bar repeats the timing above for the eye; the text is what is read out. */}
                <div className="trace-span__track" aria-hidden="true">
                  <div
                    className={`trace-span__bar trace-span__bar--${span.status}`}
                    style={{ marginLeft: `${left}%`, width: `${width}%` }}
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </Drawer>
  );
}
