/** What the load saw in a window: requests sent, answered well, failed by status, latency. */
import type { ServiceName } from '@portico/kit';
import { percentile } from '../bench/load';
import type { Sample } from './load';

export interface WindowStats {
  sent: number;
  succeeded: number;
  /** Failures by status; `0` is no answer at all (refused, reset, timed out). */
  failed: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
}

export const succeeded = (sample: Sample) => sample.status >= 200 && sample.status < 400;

export function windowStats(samples: readonly Sample[]): WindowStats {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const failed: Record<string, number> = {};
  for (const sample of samples) {
    if (succeeded(sample)) continue;
    const key = sample.status === 0 ? `0 (${sample.error ?? 'no answer'})` : String(sample.status);
    failed[key] = (failed[key] ?? 0) + 1;
  }
  return {
    sent: samples.length,
    succeeded: samples.filter(succeeded).length,
    failed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? 0,
  };
}

export const needing = (samples: readonly Sample[], service: ServiceName) =>
  samples.filter((s) => s.needs.includes(service));

export const notNeeding = (samples: readonly Sample[], service: ServiceName) =>
  samples.filter((s) => !s.needs.includes(service));

/**
 * When the last failure among `samples` was answered (ms since the run started), or
 * undefined when none failed: from then on, every request of theirs succeeded.
 */
export function lastFailureAnsweredAt(samples: readonly Sample[]): number | undefined {
  let last: number | undefined;
  for (const sample of samples)
    if (!succeeded(sample)) last = Math.max(last ?? 0, sample.dueAt + sample.ms);
  return last;
}

export const describeFailures = (failed: Record<string, number>) =>
  Object.entries(failed)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ') || '—';

export type KindStats = WindowStats & { kind: string };

export function byKind(samples: readonly Sample[]): KindStats[] {
  const kinds = new Map<string, Sample[]>();
  for (const sample of samples) kinds.set(sample.kind, [...(kinds.get(sample.kind) ?? []), sample]);
  return [...kinds].map(([kind, list]) => ({ kind, ...windowStats(list) }));
}
