-- Spans received over OTLP/HTTP (JSON) at the ops port's /v1/traces, for the console's trace
-- drawer. A short window only (the intake prunes rows older than TRACE_RETENTION_MINUTES and
-- beyond a row cap): a place to look at a recent failure, not a tracing backend.
CREATE TABLE trace_spans (
  trace_id text NOT NULL,
  span_id text NOT NULL,
  parent_span_id text NOT NULL DEFAULT '',
  service text NOT NULL DEFAULT '',
  name text NOT NULL,
  kind smallint NOT NULL DEFAULT 0,
  started_at timestamptz NOT NULL,
  duration_ms double precision NOT NULL,
  status_code smallint NOT NULL DEFAULT 0,
  status_message text NOT NULL DEFAULT '',
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (trace_id, span_id)
);

CREATE INDEX trace_spans_received_at ON trace_spans (received_at);
