/**
 * A subscription made in the background, for a process that must start before the broker does
 * (the gateway's replica groups): it retries with a doubling wait until the bus takes it, and
 * `stop()` ends it at whatever stage it is in. A wait ends at once; a subscribe still in flight
 * is stopped as soon as it returns; `stop()` resolves only then, so no consumer outlives its
 * owner (a consumer left joining after a replica stopped kept a test run alive).
 */
import { backoffDelay, pause } from './backoff';
import type { EventLogger } from './delivery';
import type { EventBus, SubscribeOptions } from './types';

export interface KeptSubscription {
  /** Resolves once subscribed (after `onLive`), or once stopped before that. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export interface KeepSubscribedOptions {
  logger: EventLogger;
  /** Logged while waiting for the bus: what waits ("access cache", "live messages"). */
  what: string;
  /** Runs once events flow. */
  onLive?: () => void;
}

const RETRY = { initialDelayMs: 1000, maxDelayMs: 30_000 };

export function keepSubscribed(
  bus: EventBus,
  subscribe: SubscribeOptions,
  { logger, what, onLive }: KeepSubscribedOptions,
): KeptSubscription {
  const stopping = new AbortController();
  let subscription: { stop(): Promise<void> } | undefined;
  const ready = (async () => {
    for (let failures = 1; !stopping.signal.aborted; failures += 1) {
      try {
        const subscribed = await bus.subscribe(subscribe);
        if (stopping.signal.aborted) {
          await subscribed.stop();
          return;
        }
        subscription = subscribed;
        onLive?.();
        return;
      } catch (error) {
        const retryInMs = backoffDelay(failures, RETRY);
        logger.warn(
          { err: error, groupId: subscribe.groupId, retryInMs },
          `${what} waits for the event bus`,
        );
        await pause(retryInMs, stopping.signal);
      }
    }
  })();
  return {
    ready,
    async stop() {
      stopping.abort();
      await ready;
      await subscription?.stop();
    },
  };
}
