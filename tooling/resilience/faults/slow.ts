/**
 * One service's database answering 5 s late (a delaying proxy between it and PostgreSQL).
 * Deadlines hold: requests that need it end by the gateway's deadline (504 or 503), none
 * hangs; the gateway's in-flight requests stay within what those deadlines allow instead of
 * piling up; routes that do not need the service keep the latency they had just before.
 */
import type { ServiceName } from '@portico/kit';
import { DEADLINE_SLACK_MS, pause, until, type FaultRun, type Rehearsal } from '../rehearsal';
import {
  describeFailures,
  lastFailureAnsweredAt,
  needing,
  notNeeding,
  succeeded,
  windowStats,
} from '../stats';

export const SLOW_ANSWER_MS = 5000;
const SAMPLE_EVERY_MS = 250;
const RECOVERY_LIMIT_MS = 60_000;
/** Other routes' p99 may grow this much over the baseline before it counts as slowed. */
const LATENCY_RATIO = 2;
const LATENCY_SLACK_MS = 50;

/** The gateway's own count of requests it is serving (kit httpMetrics). */
async function inFlight(gatewayUrl: string): Promise<number | undefined> {
  const text = await fetch(`${gatewayUrl}/metrics`, { signal: AbortSignal.timeout(2000) })
    .then((res) => res.text())
    .catch(() => '');
  const match = /^http_requests_in_flight(?:\{[^}]*\})? (\d+)/m.exec(text);
  return match ? Number(match[1]) : undefined;
}

export function slowDatabase(r: Rehearsal, service: ServiceName) {
  return ({ notes }: { notes: string[] }): FaultRun => {
    const peaks = { before: 0, during: 0 };
    let phase: keyof typeof peaks = 'before';
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const counts = await Promise.all(r.stack.gatewayUrls.map(inFlight));
        const total = counts.reduce<number>((sum, n) => sum + (n ?? 0), 0);
        peaks[phase] = Math.max(peaks[phase], total);
        await pause(SAMPLE_EVERY_MS);
      }
    })();
    return {
      async inject() {
        phase = 'during';
        r.slowProxy.setDelay(SLOW_ANSWER_MS);
        await pause(r.options.slowSeconds * 1000);
        r.slowProxy.setDelay(0);
      },
      async recovered() {
        const healedAt = r.clock();
        await until(
          () =>
            r.load.samples.some(
              (s) => s.needs.includes(service) && s.dueAt > healedAt && succeeded(s),
            ),
          RECOVERY_LIMIT_MS,
        );
        sampling = false;
        await sampler;
      },
      judge(view) {
        const during = view.samples.during;
        const mine = needing(during, service);
        const wrong = mine.filter((s) => !succeeded(s) && s.status !== 503 && s.status !== 504);
        // Little's law: requests arriving at the offered rate that each end by the deadline.
        const bound = Math.ceil(r.load.inFlightBound(DEADLINE_SLACK_MS));
        const before = windowStats(notNeeding(view.samples.before, service));
        const others = windowStats(notNeeding(during, service));
        const allowed = before.p99 * LATENCY_RATIO + LATENCY_SLACK_MS;
        const last = lastFailureAnsweredAt(needing(view.samples.after, service));
        view.setRecovery(
          last === undefined ? 0 : Math.max(last - view.healedAt, 0),
          `the database answered promptly again until ${service}'s routes succeeded`,
        );
        notes.push(
          `gateways' requests in flight: at most ${peaks.before} before, ${peaks.during} during (bound ${bound})`,
          `${service}'s routes during: ${describeFailures(windowStats(mine).failed)}; p99 ${Math.round(windowStats(mine).p99)} ms`,
        );
        return [
          {
            text: `requests needing ${service} ended by the deadline with 504 or 503, nothing else`,
            kept: wrong.length === 0,
            detail: wrong.length ? describeFailures(windowStats(wrong).failed) : undefined,
          },
          {
            text: `the gateways held at most ${bound} requests at once (offered rate × deadlines)`,
            kept: peaks.during <= bound,
            detail: `peak ${peaks.during}`,
          },
          {
            text: `routes not needing ${service} kept their latency (p99 ≤ ${LATENCY_RATIO} × before + ${LATENCY_SLACK_MS} ms) and succeeded`,
            kept: others.p99 <= allowed && others.sent === others.succeeded,
            detail: `p99 ${Math.round(others.p99)} ms during vs ${Math.round(before.p99)} ms before; ${describeFailures(others.failed)}`,
          },
        ];
      },
    };
  };
}
