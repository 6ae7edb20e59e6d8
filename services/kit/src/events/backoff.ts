/**
 * Waiting between attempts, shared by the handler retries of both buses and the outbox relay.
 * Waits are abortable so that stopping a consumer or the relay never sits out a long backoff.
 */
import type { RetryPolicy } from './types';

/** Delay before attempt `attempt + 1` after `attempt` failures (1-based): doubling, capped. */
export function backoffDelay(failures: number, policy: RetryPolicy): number {
  const exponent = Math.min(Math.max(failures - 1, 0), 30);
  return Math.min(policy.initialDelayMs * 2 ** exponent, policy.maxDelayMs);
}

/** Resolves after `ms`, or early (without error) when `signal` aborts. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

export const describeError = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
