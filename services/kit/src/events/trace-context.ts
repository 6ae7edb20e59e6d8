/**
 * Trace context across the bus. The producer side captures the active context as W3C
 * headers (`traceparent`, and `tracestate` when present) when the event is written to the
 * outbox, so the trace reaches the consumer even though the relay publishes later from its
 * own loop. The consumer side runs the handler in a CONSUMER span whose parent is that
 * context, so its logs, SQL and outgoing calls join the producer's trace.
 * With no propagator registered (no telemetry set up) both directions are no-ops.
 */
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import { describeError } from './backoff';
import type { IncomingEvent } from './types';

const tracer = trace.getTracer('@portico/kit/events');

/** The active trace context as message headers; empty when there is none. */
export function activeTraceHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  return headers;
}

/** Runs `fn` inside a consumer span continuing the trace carried by the event's headers. */
export function runInEventTrace<T>(
  event: IncomingEvent,
  groupId: string,
  fn: () => Promise<T>,
): Promise<T> {
  const parent = propagation.extract(ROOT_CONTEXT, event.headers);
  return tracer.startActiveSpan(
    `${event.topic} process`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.destination.name': event.topic,
        'messaging.consumer.group.name': groupId,
        'messaging.message.id': event.id,
        'messaging.kafka.offset': Number(event.offset),
        'portico.event.type': event.type,
      },
    },
    parent,
    async (span) => {
      try {
        return await fn();
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: describeError(error) });
        if (error instanceof Error) span.recordException(error);
        throw error;
      } finally {
        span.end();
      }
    },
  );
}
