/**
 * JSON logs with pino. Every line carries the service name and, when a span is active,
 * its trace and span ids, so a log line can be found from a trace and the other way round.
 */
import { trace } from '@opentelemetry/api';
import pino from 'pino';

export type Logger = pino.Logger;

/** `destination` defaults to stdout; tests pass a stream to read what was logged. */
export function createLogger(
  service: string,
  level: string = 'info',
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin() {
      const span = trace.getActiveSpan();
      if (!span) return {};
      const { traceId, spanId } = span.spanContext();
      return { trace_id: traceId, span_id: spanId };
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
