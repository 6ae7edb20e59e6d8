/**
 * A service's own connections, checked now: each check runs with a timeout and comes back ok,
 * degraded (it answered, but slowly enough that a person would notice), down (it failed or
 * did not answer in time) or not_used (e.g. the in-process bus instead of Kafka). The reason
 * shown to operators names no secret: URLs lose their user and password, key-like words are
 * masked, and it is kept short.
 */
import type { Database } from '../db';
import { MemoryEventBus, type EventBus } from '../events';

export type DependencyStatus = 'ok' | 'degraded' | 'down' | 'not_used';

/** What a check may say besides "answered": not used at all, or a note (e.g. "sandbox"). */
export interface DependencyOutcome {
  status?: 'not_used';
  note?: string;
}

export interface DependencyCheck {
  /** database, kafka, smtp, stripe, prometheus. */
  name: string;
  /** Resolves when the dependency answered; rejects with why it did not. */
  check: (signal: AbortSignal) => Promise<DependencyOutcome | void>;
}

export interface DependencyReport {
  name: string;
  status: DependencyStatus;
  /** Milliseconds the check took; -1 when nothing was asked. */
  latencyMs: number;
  reason: string;
  checkedAt: string;
}

/** Answers slower than this are degraded. */
export const DEGRADED_AFTER_MS = 1000;
/** Checks still running after this are down; below the gateway's deadline for the call. */
export const CHECK_TIMEOUT_MS = 2000;
const MAX_REASON = 160;

/** A reason fit to show: no credentials in URLs, no key-like tokens, one short line. */
export function safeReason(text: string): string {
  const cleaned = text
    .replace(/([a-z][a-z0-9+.-]*:\/\/)[^/\s@]*@/gi, '$1')
    .replace(/\b(sk|rk|pk|whsec)_[A-Za-z0-9_]+/g, '$1_…')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned.length > MAX_REASON ? `${cleaned.slice(0, MAX_REASON - 1)}…` : cleaned;
}

export async function runDependencyCheck(
  dependency: DependencyCheck,
  options: { timeoutMs?: number; degradedAfterMs?: number } = {},
): Promise<DependencyReport> {
  const timeoutMs = options.timeoutMs ?? CHECK_TIMEOUT_MS;
  const degradedAfterMs = options.degradedAfterMs ?? DEGRADED_AFTER_MS;
  const checkedAt = new Date().toISOString();
  const started = performance.now();
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    const outcome = await Promise.race([dependency.check(abort.signal), timedOut]);
    const latencyMs = Math.round(performance.now() - started);
    if (outcome && outcome.status === 'not_used') {
      return {
        name: dependency.name,
        status: 'not_used',
        latencyMs: -1,
        reason: safeReason(outcome.note ?? ''),
        checkedAt,
      };
    }
    const slow = latencyMs > degradedAfterMs;
    return {
      name: dependency.name,
      status: slow ? 'degraded' : 'ok',
      latencyMs,
      reason: safeReason(
        [slow ? `answered in ${latencyMs} ms` : '', outcome?.note ?? ''].filter(Boolean).join('; '),
      ),
      checkedAt,
    };
  } catch (error) {
    return {
      name: dependency.name,
      status: 'down',
      latencyMs: Math.round(performance.now() - started),
      reason: safeReason(error instanceof Error ? error.message : String(error)) || 'failed',
      checkedAt,
    };
  } finally {
    clearTimeout(timer);
  }
}

/** Every check at once, in the order given. */
export function runDependencyChecks(
  checks: readonly DependencyCheck[],
  options?: { timeoutMs?: number; degradedAfterMs?: number },
): Promise<DependencyReport[]> {
  return Promise.all(checks.map((check) => runDependencyCheck(check, options)));
}

/** What every service has: its database (a `SELECT 1`) and its event bus. */
export function baseDependencyChecks(
  db: Pick<Database, 'query'>,
  bus: EventBus,
): DependencyCheck[] {
  return [
    { name: 'database', check: async () => void (await db.query('SELECT 1')) },
    {
      name: 'kafka',
      check: async () => {
        // Everything runs in one process on the in-process bus: there is no broker to ask.
        if (bus instanceof MemoryEventBus) {
          return { status: 'not_used', note: 'in-process event bus (KAFKA_BROKERS unset)' };
        }
        await bus.ping();
      },
    },
  ];
}
