/**
 * Fixed windows for the rate limits counted in a service's own database (identity's shared
 * counters, messaging's posts): a hit counts in the window its time falls in, and a caller
 * past the limit waits until that window ends (Retry-After).
 */
export function windowOf(now: Date, windowSeconds: number): { start: Date; end: Date } {
  const size = windowSeconds * 1000;
  const start = Math.floor(now.getTime() / size) * size;
  return { start: new Date(start), end: new Date(start + size) };
}

/** Whole seconds until `windowEnd`, at least one: the Retry-After of a refusal. */
export function retryAfterSeconds(now: Date, windowEnd: Date): number {
  return Math.max(1, Math.ceil((windowEnd.getTime() - now.getTime()) / 1000));
}
