import {
  Badge,
  Drawer,
  isApiError,
  QueryState,
  useApiQuery,
  type ApiAnswer,
} from '@portico/frontend-kit';
import { FormattedMessage, useIntl } from '../i18n';
import { shown } from './format';

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
  const intl = useIntl();
  const trace = useApiQuery('/api/metrics/traces/{traceId}', {
    params: { path: { traceId } },
    tenantId: null,
  });
  return (
    <Drawer title={intl.formatMessage({ id: 'health.trace' })} onClose={onClose}>
      <dl className="tenant-facts">
        <dt>{intl.formatMessage({ id: 'health.trace.id' })}</dt>
        <dd>
          <code>{traceId}</code>
        </dd>
        {requestId && (
          <>
            <dt>{intl.formatMessage({ id: 'health.trace.requestId' })}</dt>
            <dd>
              <code>{requestId}</code>
            </dd>
          </>
        )}
      </dl>
      <QueryState
        query={trace}
        loadingLabel={intl.formatMessage({ id: 'health.trace.loading' })}
        error={(cause) =>
          isApiError(cause) && cause.status
            ? intl.formatMessage({ id: 'health.trace.failedStatus' }, { status: cause.status })
            : intl.formatMessage({ id: 'health.trace.failed' })
        }
        isEmpty={(answer) => !answer.tracing || answer.spans.length === 0}
        empty={
          trace.data?.tracing === false ? (
            <p className="console__subtitle">{intl.formatMessage({ id: 'health.trace.off' })}</p>
          ) : (
            <p className="console__subtitle">
              {intl.formatMessage({ id: 'health.trace.noSpans' })}
            </p>
          )
        }
      >
        {(answer) => (
          <ol
            className="trace-waterfall"
            aria-label={intl.formatMessage({ id: 'health.trace.spans' })}
          >
            {waterfall(answer.spans).map(({ span, depth, offset, left, width }) => (
              <li key={span.span_id} className="trace-span">
                <div className="trace-span__label" style={{ paddingLeft: `${depth}rem` }}>
                  <FormattedMessage
                    id="health.trace.span"
                    values={{
                      service:
                        span.service || intl.formatMessage({ id: 'health.trace.unknownService' }),
                      name: span.name,
                      s: (chunks) => <span className="trace-span__service">{chunks}</span>,
                      n: (chunks) => <span className="trace-span__name">{chunks}</span>,
                    }}
                  />
                </div>
                <div className="trace-span__timing">
                  <FormattedMessage
                    id="health.trace.timing"
                    values={{
                      duration: shown(intl, span.duration_ms, '', 1),
                      offset: shown(intl, offset, ''),
                      status: <Badge tone={STATUS_TONE[span.status]}>{span.status}</Badge>,
                      muted: (chunks) => <span className="console__subtitle">{chunks}</span>,
                    }}
                  />
                  {span.status_message && (
                    <span className="trace-span__message">
                      {intl.formatMessage(
                        { id: 'health.trace.message' },
                        { message: span.status_message },
                      )}
                    </span>
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
