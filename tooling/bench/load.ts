/**
 * One measured run against a target over loopback while the processes under test are
 * watched through /proc: autocannon for closed-loop runs, a paced sender for fixed rates. Latency percentiles are computed from every response's
 * own time (autocannon's histogram has no p95 and leaves non-2xx answers out).
 */
import autocannon from 'autocannon';
import { openLoop } from './openLoop';
import { UsageWindow, type ProcessGroup, type ProcessUsage } from './procStats';

/**
 * Connections for a scenario whose target is a latency (a list's p99): a handful of staff at
 * work at once. As many connections as a saturating run keeps every core busy, and its p99 is
 * then the wait for a core, not the request (bench/README.md, "Scenarios").
 */
export const STAFF_AT_WORK = 4;

export interface LoadShape {
  durationSeconds: number;
  connections: number;
  /** Fixed total request rate (open loop); unset: as fast as the target answers. */
  ratePerSecond?: number;
}

export interface LatencySummary {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export interface LoadResult {
  shape: LoadShape;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: LatencySummary;
  /** Answers outside 2xx, by status code. */
  non2xx: Record<string, number>;
  /** Open loop only: latency of the answers that arrived in each second, to see stalls. */
  latencyBySecond?: { second: number; answers: number; p50: number; p99: number }[];
  /** Socket errors and timeouts (no answer at all). */
  connectionErrors: number;
  timeouts: number;
  processes: Record<string, ProcessUsage>;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

export function summarise(latencies: number[]): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? 0,
    mean: sorted.length ? total / sorted.length : 0,
  };
}

export type Requests = NonNullable<autocannon.Options['requests']>;

function fire(
  url: string,
  requests: Requests,
  shape: LoadShape,
  onResponse?: (status: number, ms: number) => void,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        requests,
        connections: shape.connections,
        duration: shape.durationSeconds,
        pipelining: 1,
        timeout: 10,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (onResponse) {
      instance.on('response', (_client, status: number, _bytes, ms: number) =>
        onResponse(status, ms),
      );
    }
  });
}

interface Measured {
  latencies: number[];
  /** Answers counted for throughput; unset: all of them. */
  answeredInTime?: number;
  latencyBySecond?: LoadResult['latencyBySecond'];
  non2xx: Record<string, number>;
  connectionErrors: number;
  timeouts: number;
}

async function closedLoop(url: string, requests: Requests, shape: LoadShape): Promise<Measured> {
  const latencies: number[] = [];
  const non2xx: Record<string, number> = {};
  const result = await fire(url, requests, shape, (status, ms) => {
    latencies.push(ms);
    if (status < 200 || status >= 300) non2xx[status] = (non2xx[status] ?? 0) + 1;
  });
  return { latencies, non2xx, connectionErrors: result.errors, timeouts: result.timeouts };
}

function bySecond(answers: { ms: number; at: number }[]): LoadResult['latencyBySecond'] {
  const seconds = new Map<number, number[]>();
  for (const { ms, at } of answers) {
    const second = Math.floor(at / 1000);
    seconds.set(second, [...(seconds.get(second) ?? []), ms]);
  }
  return [...seconds.entries()]
    .sort(([a], [b]) => a - b)
    .map(([second, latencies]) => {
      const { p50, p99 } = summarise(latencies);
      return { second, answers: latencies.length, p50, p99 };
    });
}

async function paced(
  url: string,
  requests: Requests,
  shape: LoadShape,
  rate: number,
): Promise<Measured> {
  const run = await openLoop(url, requests, rate, shape.durationSeconds, shape.connections);
  const non2xx: Record<string, number> = {};
  for (const { status } of run.answers) {
    if (status < 200 || status >= 300) non2xx[status] = (non2xx[status] ?? 0) + 1;
  }
  // Throughput of an open loop counts only what was answered while the schedule ran: a
  // server that falls behind answers the backlog afterwards, which is not keeping up.
  const scheduleMs = shape.durationSeconds * 1000;
  return {
    latencies: run.answers.map((a) => a.ms),
    answeredInTime: run.answers.filter((a) => a.at <= scheduleMs).length,
    latencyBySecond: bySecond(run.answers),
    non2xx,
    connectionErrors: run.failures,
    timeouts: run.timeouts,
  };
}

/**
 * Warms the target up (JIT, pools, caches), then measures a run of `shape`: closed loop with
 * autocannon, or paced open loop when the shape fixes a rate.
 */
export async function measure(
  url: string,
  requests: () => Requests,
  shape: LoadShape,
  warmupSeconds: number,
  pids: Record<string, number>,
  groups: Record<string, ProcessGroup> = {},
): Promise<LoadResult> {
  const drive = (s: LoadShape) =>
    s.ratePerSecond ? paced(url, requests(), s, s.ratePerSecond) : closedLoop(url, requests(), s);
  if (warmupSeconds > 0) await drive({ ...shape, durationSeconds: warmupSeconds });
  const window = new UsageWindow(pids, groups);
  const startedAt = process.hrtime.bigint();
  const measured = await drive(shape);
  const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
  const processes = window.finish();
  return {
    shape,
    seconds,
    requests: measured.latencies.length,
    requestsPerSecond:
      measured.answeredInTime === undefined
        ? measured.latencies.length / seconds
        : measured.answeredInTime / shape.durationSeconds,
    latencyMs: summarise(measured.latencies),
    non2xx: measured.non2xx,
    connectionErrors: measured.connectionErrors,
    timeouts: measured.timeouts,
    ...(measured.latencyBySecond ? { latencyBySecond: measured.latencyBySecond } : {}),
    processes,
  };
}
