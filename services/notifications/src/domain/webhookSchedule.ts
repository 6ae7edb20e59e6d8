/**
 * When a failed delivery is tried again: a Svix-like schedule (immediately, 5 s, 5 min,
 * 30 min, 2 h, 5 h, 10 h, 10 h), never sooner than a receiver's Retry-After asks. A 410 Gone
 * means the receiver asks us to stop: the endpoint is disabled rather than retried.
 */

const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;

/** Delay before attempt n+1 (index n-1 after attempt n); attempt 1 is immediate. */
export const RETRY_SCHEDULE_MS = [0, 5 * S, 5 * MIN, 30 * MIN, 2 * H, 5 * H, 10 * H, 10 * H];
export const MAX_ATTEMPTS = RETRY_SCHEDULE_MS.length;

/** An endpoint failing for this long without one success is disabled and its admins told. */
export const DISABLE_AFTER_FAILING_MS = 5 * 24 * H;

/** Seconds or an HTTP date, as RFC 9110 allows; null when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now: Date): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * S;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

export type NextStep =
  { kind: 'done' } | { kind: 'retry'; delayMs: number } | { kind: 'give-up' } | { kind: 'disable' };

/** What follows attempt `attempt` (1-based) that answered `status` (0: no answer at all). */
export function nextStep(attempt: number, status: number, retryAfter: number | null): NextStep {
  if (status >= 200 && status < 300) return { kind: 'done' };
  if (status === 410) return { kind: 'disable' };
  if (attempt >= MAX_ATTEMPTS) return { kind: 'give-up' };
  const scheduled = RETRY_SCHEDULE_MS[attempt]!;
  return { kind: 'retry', delayMs: Math.max(scheduled, retryAfter ?? 0) };
}

/** Whether an endpoint has failed long enough to be disabled (no success since failingSince). */
export const failingTooLong = (failingSince: Date | null, now: Date) =>
  failingSince !== null && now.getTime() - failingSince.getTime() >= DISABLE_AFTER_FAILING_MS;
