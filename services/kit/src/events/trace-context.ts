/**
 * Trace context across the bus. The producer side captures the active context as W3C
 * headers (`traceparent`, and `tracestate` when present) when the event is written to the
 * outbox, so the trace reaches the consumer even though the relay publishes later from its
 * own loop. Writing the event is a PRODUCER span ("<topic> create", the messaging
 * conventions' creation context), and the headers carry that span.
 *
 * The consumer side runs the handler in a CONSUMER span that LINKS to the creation context,
 * as the messaging conventions require (a link survives batching and redelivery, where a
 * parent cannot be chosen). One message is handled at a time here, so the span also takes the
 * creation context as its parent, which the conventions allow for single-message processing:
 * the consumer's logs, SQL and outgoing calls then join the request's trace.
 * With no propagator registered (no telemetry set up) both directions are no-ops.
 */
import {
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
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

/**
 * Records the creation of an event as a PRODUCER span and returns the headers that carry it.
 * The span ends at once: the outbox row is written in the caller's transaction, and the
 * relay's publish later belongs to no request.
 */
export function eventCreationHeaders(topic: string, type: string): Record<string, string> {
  const span = tracer.startSpan(`${topic} create`, {
    kind: SpanKind.PRODUCER,
    attributes: {
      'messaging.operation.type': 'create',
      'messaging.destination.name': topic,
      'portico.event.type': type,
    },
  });
  try {
    const headers: Record<string, string> = {};
    propagation.inject(trace.setSpan(context.active(), span), headers);
    return headers;
  } finally {
    span.end();
  }
}

/** Runs `fn` inside a consumer span continuing the trace carried by the event's headers. */
export function runInEventTrace<T>(
  event: IncomingEvent,
  groupId: string,
  fn: () => Promise<T>,
): Promise<T> {
  const parent = propagation.extract(ROOT_CONTEXT, event.headers);
  const creation = trace.getSpanContext(parent);
  return tracer.startActiveSpan(
    `${event.topic} process`,
    {
      kind: SpanKind.CONSUMER,
      links: creation && trace.isSpanContextValid(creation) ? [{ context: creation }] : [],
      attributes: eventAttributes(event, groupId),
    },
    parent,
    (span: Span) => endedWith(span, fn),
  );
}

/** Runs `fn` inside one consumer span for a batch of events, linked to each one's creation. */
export function runInBatchTrace<T>(
  events: IncomingEvent[],
  groupId: string,
  fn: () => Promise<T>,
): Promise<T> {
  const links = events.flatMap((event) => {
    const creation = trace.getSpanContext(propagation.extract(ROOT_CONTEXT, event.headers));
    return creation && trace.isSpanContextValid(creation) ? [{ context: creation }] : [];
  });
  const topic = events[0]?.topic ?? '';
  return tracer.startActiveSpan(
    `${topic} process`,
    {
      kind: SpanKind.CONSUMER,
      links,
      attributes: {
        'messaging.operation.type': 'process',
        'messaging.destination.name': topic,
        'messaging.consumer.group.name': groupId,
        'messaging.batch.message_count': events.length,
      },
    },
    ROOT_CONTEXT,
    (span: Span) => endedWith(span, () => withEachEventSpan(events, groupId, fn)),
  );
}

/**
 * Runs `fn` while each event's own trace has a consumer span open for it, ended when `fn`
 * settles: the batch's span is a root linked to the events, so without these an event's trace
 * (a sign-up from the gateway to its audit entry) would stop at the producer.
 */
async function withEachEventSpan<T>(
  events: IncomingEvent[],
  groupId: string,
  fn: () => Promise<T>,
): Promise<T> {
  const spans = events.map((event) => {
    const parent = propagation.extract(ROOT_CONTEXT, event.headers);
    const creation = trace.getSpanContext(parent);
    return tracer.startSpan(
      `${event.topic} process`,
      {
        kind: SpanKind.CONSUMER,
        links: creation && trace.isSpanContextValid(creation) ? [{ context: creation }] : [],
        attributes: eventAttributes(event, groupId),
      },
      parent,
    );
  });
  try {
    return await fn();
  } catch (error) {
    for (const span of spans)
      span.setStatus({ code: SpanStatusCode.ERROR, message: describeError(error) });
    throw error;
  } finally {
    for (const span of spans) span.end();
  }
}

/** Awaits `fn` in `span`, recording a failure on it, and ends it either way. */
async function endedWith<T>(span: Span, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: describeError(error) });
    if (error instanceof Error) span.recordException(error);
    throw error;
  } finally {
    span.end();
  }
}

/** What a consumer span of one event says about it. */
function eventAttributes(event: IncomingEvent, groupId: string) {
  return {
    'messaging.operation.type': 'process',
    'messaging.destination.name': event.topic,
    'messaging.consumer.group.name': groupId,
    'messaging.message.id': event.id,
    'messaging.kafka.offset': Number(event.offset),
    'portico.event.type': event.type,
  };
}
