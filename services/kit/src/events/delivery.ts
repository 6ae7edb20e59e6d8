/**
 * Handing one event to a handler until it succeeds: the at-least-once half of the bus
 * contract, shared by both buses. A failing handler is retried in place with backoff, so the
 * event is never acknowledged (Kafka: its offset is not committed) before the handler has
 * succeeded, and later events of the same partition wait behind it, keeping their order.
 */
import type { Logger } from '../logger';
import { backoffDelay, describeError, pause } from './backoff';
import { runInBatchTrace, runInEventTrace } from './trace-context';
import type { EventHandler, IncomingEvent, RetryPolicy } from './types';

export type EventLogger = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;

export interface DeliveryOptions {
  groupId: string;
  handler: EventHandler;
  retry: RetryPolicy;
  logger: EventLogger;
  /** Aborted when the subscription stops: the current attempt finishes, no new one starts. */
  signal: AbortSignal;
  /** Called about every second while waiting to retry (Kafka: the group heartbeat). */
  keepAlive?: () => Promise<void>;
}

const KEEP_ALIVE_EVERY_MS = 1000;

async function waitToRetry(ms: number, options: DeliveryOptions): Promise<void> {
  const until = Date.now() + ms;
  for (let left = ms; left > 0 && !options.signal.aborted; left = until - Date.now()) {
    await pause(Math.min(left, KEEP_ALIVE_EVERY_MS), options.signal);
    if (options.keepAlive && !options.signal.aborted) await options.keepAlive();
  }
}

/**
 * Resolves true once the handler has succeeded, or false when the subscription stopped
 * first (the event stays unacknowledged and is delivered again later).
 */
export async function deliverUntilHandled(
  event: IncomingEvent,
  options: DeliveryOptions,
): Promise<boolean> {
  const { groupId, handler, retry, logger, signal } = options;
  for (let failures = 1; ; failures += 1) {
    if (signal.aborted) return false;
    try {
      await runInEventTrace(event, groupId, () => handler(event));
      if (failures > 1) {
        logger.info(
          { eventId: event.id, topic: event.topic, groupId, attempts: failures },
          'event handled after retries',
        );
      }
      return true;
    } catch (error) {
      const delayMs = backoffDelay(failures, retry);
      logger.warn(
        {
          eventId: event.id,
          eventType: event.type,
          topic: event.topic,
          groupId,
          failures,
          retryInMs: delayMs,
          err: describeError(error),
        },
        'event handler failed; retrying',
      );
      await waitToRetry(delayMs, options);
    }
  }
}

/**
 * `deliverUntilHandled` for the events of one fetch handed together to the handler's `batch`:
 * retried whole until it succeeds, or false when the subscription stopped first.
 */
export async function deliverBatchUntilHandled(
  events: IncomingEvent[],
  batch: (events: IncomingEvent[]) => Promise<void>,
  options: Omit<DeliveryOptions, 'handler'>,
): Promise<boolean> {
  const { groupId, retry, logger, signal } = options;
  const first = events[0];
  if (!first) return true;
  for (let failures = 1; ; failures += 1) {
    if (signal.aborted) return false;
    try {
      await runInBatchTrace(events, groupId, () => batch(events));
      if (failures > 1) {
        logger.info(
          {
            firstEventId: first.id,
            events: events.length,
            topic: first.topic,
            groupId,
            attempts: failures,
          },
          'event batch handled after retries',
        );
      }
      return true;
    } catch (error) {
      const delayMs = backoffDelay(failures, retry);
      logger.warn(
        {
          firstEventId: first.id,
          events: events.length,
          topic: first.topic,
          groupId,
          failures,
          retryInMs: delayMs,
          err: describeError(error),
        },
        'event batch handler failed; retrying',
      );
      await waitToRetry(delayMs, options as DeliveryOptions);
    }
  }
}
