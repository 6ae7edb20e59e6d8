/**
 * One fault after another under the same steady load. Each phase has three windows, cut by
 * when each request was due: `before` (a baseline measured in the same minute, so promises
 * about latency compare with it rather than with a number a busy machine would miss),
 * `during` (from the injection until the fault is healed) and `after` (until the phase says
 * it recovered, then a few settled seconds). Then the phase's events are followed until every
 * consumer applied them, the databases are checked, and the promises are judged.
 */
import { SERVICE_NAMES, type ServiceName } from '@portico/kit';
import type { ControllablePostgres } from '../test-infra/postgres';
import type { ControllableKafka } from '../test-infra/kafka';
import { checkConsistency, type Consistency } from './consistency';
import type { DelayProxy } from './delayProxy';
import type { EventCount, EventLedger } from './events';
import type { MixedLoad, Sample } from './load';
import type { ResilienceStack } from './stack';
import { byKind, succeeded, windowStats, type KindStats, type WindowStats } from './stats';
import type { UnexpectedExit } from './supervisor';
import type { UploadDisk } from './uploadDisk';

export { DEADLINE_MS } from './load';
/** What a failure may take beyond its deadline on a machine shared with other work. */
export const DEADLINE_SLACK_MS = 2000;

export type Window = 'before' | 'during' | 'after';

export interface Verdict {
  text: string;
  kept: boolean;
  detail?: string;
}

export interface PhaseResult {
  name: string;
  windows: Record<Window, WindowStats>;
  /** The same by kind of request, for the windows `during` and `after` together. */
  kinds: KindStats[];
  /** How long each window lasted, in seconds. */
  seconds: Record<Window, number>;
  /** From the injection (or the heal, as `recoveredFrom` says) until requests succeeded again. */
  recoveryMs?: number;
  recoveredFrom?: string;
  notes: string[];
  events: EventCount;
  /** From the end of the phase until the last of its events was applied everywhere. */
  drainMs: number;
  consistency: Consistency;
  crashes: UnexpectedExit[];
  promises: Verdict[];
}

export interface RehearsalOptions {
  settleSeconds: number;
  brokerSeconds: number;
  postgresSeconds: number;
  slowSeconds: number;
  slowService: ServiceName;
  diskSeconds: number;
  drainTimeoutSeconds: number;
}

export interface Rehearsal {
  stack: ResilienceStack;
  load: MixedLoad;
  ledger: EventLedger;
  kafka: ControllableKafka;
  postgres: ControllablePostgres;
  slowProxy: DelayProxy;
  disk: UploadDisk;
  filesRoot: string;
  options: RehearsalOptions;
  clock: () => number;
  crashes: UnexpectedExit[];
  log: (message: string) => void;
}

/** What a fault hands back to the phase runner. */
export interface FaultRun {
  /** Called once the fault is injected and healed (window `during` ends). */
  inject(): Promise<void>;
  /** Resolves when the system recovered (window `after` then runs `settleSeconds` more). */
  recovered(): Promise<void>;
  /** The fault's own promises, judged on the phase's samples by window. */
  judge(view: PhaseView): Verdict[];
}

export interface PhaseView {
  samples: Record<Window, Sample[]>;
  stats: Record<Window, WindowStats>;
  /** ms since the run started. */
  injectedAt: number;
  healedAt: number;
  notes: string[];
  setRecovery(ms: number, from: string): void;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every `everyMs` until it holds or `timeoutMs` passed; answers whether it held. */
export async function until(
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  everyMs = 250,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await pause(everyMs);
  }
}

/** Each service's consumer lag and unsent outbox rows, from its own /metrics. */
async function backlogs(r: Rehearsal): Promise<string> {
  const read = async (name: ServiceName) => {
    const text = await fetch(`${r.stack.opsUrl(name)}/metrics`, {
      signal: AbortSignal.timeout(3000),
    })
      .then((res) => res.text())
      .catch(() => '');
    const value = (metric: string) =>
      new RegExp(`^${metric}(?:\\{[^}]*\\})? (\\S+)`, 'm').exec(text)?.[1] ?? '?';
    return `${name} lag ${value('consumer_lag')}, unsent ${value('outbox_pending')}`;
  };
  return (await Promise.all(SERVICE_NAMES.map(read))).join('; ');
}

export async function runPhase(
  r: Rehearsal,
  name: string,
  fault: (phase: { notes: string[] }) => FaultRun,
): Promise<PhaseResult> {
  const notes: string[] = [];
  const run = fault({ notes });
  const from = await r.ledger.marks();
  const crashesBefore = r.crashes.length;
  const label = (window: Window) => `${name}|${window}`;
  r.log(`${name}: baseline ${r.options.settleSeconds} s`);
  r.load.window = label('before');
  const beforeAt = r.clock();
  await pause(r.options.settleSeconds * 1000);
  r.log(`${name}: injecting`);
  r.load.window = label('during');
  const injectedAt = r.clock();
  await run.inject();
  r.load.window = label('after');
  const healedAt = r.clock();
  r.log(
    `${name}: healed after ${((healedAt - injectedAt) / 1000).toFixed(1)} s; waiting to recover`,
  );
  await run.recovered();
  await pause(r.options.settleSeconds * 1000);
  r.load.window = 'between';
  const afterEnd = r.clock();
  const to = await r.ledger.marks();
  r.log(`${name}: following its events until every consumer applied them`);
  const drained = await r.ledger.drained(from, to, r.options.drainTimeoutSeconds * 1000);
  if (drained.count.missing > 0) notes.push(`at the drain timeout: ${await backlogs(r)}`);
  const consistency = await checkConsistency(
    {
      forms: r.ledger.pool('forms'),
      content: r.ledger.pool('content'),
      messaging: r.ledger.pool('messaging'),
    },
    r.load.writes,
    r.filesRoot,
  );

  const samples = {} as Record<Window, Sample[]>;
  const stats = {} as Record<Window, WindowStats>;
  for (const window of ['before', 'during', 'after'] as const) {
    samples[window] = r.load.samples.filter((s) => s.window === label(window));
    stats[window] = windowStats(samples[window]);
  }
  let recoveryMs: number | undefined;
  let recoveredFrom: string | undefined;
  const view: PhaseView = {
    samples,
    stats,
    injectedAt,
    healedAt,
    notes,
    setRecovery(ms, fromWhat) {
      recoveryMs = ms;
      recoveredFrom = fromWhat;
    },
  };
  const crashes = r.crashes.slice(crashesBefore);
  // A hang is a failure that took longer than the deadline allows, or no answer at all. A
  // success that came late is the machine's load (other work shares it), which the latency
  // columns show against the baseline; a failure answered quickly is the promise kept.
  const hung = [...samples.during, ...samples.after].filter(
    (s) => !succeeded(s) && (s.status === 0 || s.ms > s.deadlineMs + DEADLINE_SLACK_MS),
  );
  const promises: Verdict[] = [
    ...run.judge(view),
    {
      text: `no request hung: every failure was answered within its deadline (+${DEADLINE_SLACK_MS / 1000} s)`,
      kept: hung.length === 0,
      detail: hung.length
        ? `${hung.length} did, e.g. ${[...new Set(hung.map((s) => `${s.kind} ${Math.round(s.ms)} ms (${s.status || s.error})`))].slice(0, 3).join('; ')}`
        : undefined,
    },
    {
      text: 'every acknowledged write is still there',
      kept: consistency.lostWrites === 0,
      detail: consistency.lostWrites
        ? `${consistency.lostWrites} lost: ${consistency.details
            .filter((d) => d.startsWith('acknowledged'))
            .slice(0, 3)
            .join('; ')}`
        : undefined,
    },
    {
      text: 'no change without its event, no event without its change',
      kept: consistency.halfApplied === 0 && consistency.storageMismatches === 0,
      detail:
        consistency.halfApplied + consistency.storageMismatches
          ? consistency.details.slice(0, 3).join('; ')
          : undefined,
    },
    {
      text: 'every event written was published and applied once by each consumer',
      kept: drained.count.missing === 0,
      detail: drained.count.missing
        ? `${drained.count.missing} missing after ${r.options.drainTimeoutSeconds} s`
        : undefined,
    },
    {
      text: 'no process exited unless the fault did it',
      kept: crashes.length === 0,
      detail: crashes.length
        ? crashes.map((c) => `${c.name} (code ${c.code}, ${c.signal ?? 'no signal'})`).join(', ')
        : undefined,
    },
  ];
  return {
    name,
    windows: stats,
    kinds: byKind([...samples.during, ...samples.after]),
    seconds: {
      before: (injectedAt - beforeAt) / 1000,
      during: (healedAt - injectedAt) / 1000,
      after: (afterEnd - healedAt) / 1000,
    },
    ...(recoveryMs === undefined ? {} : { recoveryMs, recoveredFrom }),
    notes,
    events: drained.count,
    drainMs: drained.ms,
    consistency,
    crashes,
    promises,
  };
}
