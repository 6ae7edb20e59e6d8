/**
 * Turns measured runs into bench/results/<stamp>.json (everything, for tools and later
 * comparison) and <stamp>.md (for people), plus latest.{json,md}. Each scenario is stated
 * as a ratio to both baselines measured in the same run, and checked against its targets.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadResult } from './load';
import type { Scenario } from './scenarios';
import type { QueryPlan } from './plans';
import type { StreamBench } from './streams';
import type { UploadThroughput } from './uploads';

/** The memory target: no process grows more than this over the long run. */
export const MAX_MEMORY_GROWTH = 0.1;

export interface ScenarioReport {
  name: string;
  description: string;
  target: Scenario['target'];
  result: LoadResult;
  errors: number;
  ratioToBareHttp: number | null;
  ratioToExpressPg: number | null;
  /**
   * CPU milliseconds per answered request, summed over every watched process (PostgreSQL
   * included): steadier than requests/s on a shared machine, where throughput also depends
   * on what else runs.
   */
  cpuMsPerRequest: number;
  memoryGrowth?: Record<string, number>;
  verdicts: { goal: string; met: boolean }[];
}

export interface BenchReport {
  startedAt: string;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string };
  options: Record<string, unknown>;
  dataSet: { tenants: number; users: number };
  scenarios: ScenarioReport[];
  /** Each process's CPU with no request at all (`--idle-seconds`); target < 1 % of a core. */
  idle?: { seconds: number; cpuPercent: Record<string, number> };
  /** A 100 MB upload through the gateway against the same bytes written to disk (uploads.ts). */
  uploads?: UploadThroughput;
  /** Live streams: memory and CPU held open and idle, and delivery to them (streams.ts). */
  streams?: StreamBench;
  /** EXPLAIN ANALYZE of the CRM directory's reads on the seeded data (plans.ts). */
  plans?: QueryPlan[];
}

/** Issue 27's targets for the live stream. */
export const STREAM_TARGETS = { kibPerStream: 20, idleCpuPercent: 2, p99Ms: 100 } as const;

/** Issue 31: an upload through the gateway at least half as fast as writing to local disk. */
export const UPLOAD_RATIO_TARGET = 0.5;

/** Issue 28: a new version of a file uploads at least 80 % as fast as a new file. */
export const VERSION_RATIO_TARGET = 0.8;

/** Idle CPU above this share of one core per process misses the target. */
export const IDLE_CPU_TARGET_PERCENT = 1;

/**
 * Growth of the memory a process keeps: the lowest resident size in the last third of the
 * run against the lowest in the first third. Lows, because a healthy process saws up and
 * down with each garbage collection (identity swings ~30 MiB every ten seconds under GET
 * /api/me), and a reading at the top of a tooth is no growth; a leak raises the floor.
 */
export function memoryGrowth(samples: number[]): number {
  const third = Math.floor(samples.length / 3);
  if (third < 3) return 0;
  const early = Math.min(...samples.slice(0, third));
  const late = Math.min(...samples.slice(-third));
  return early > 0 ? late / early - 1 : 0;
}

/** Answers outside 2xx. */
const nonOk = (result: LoadResult) => Object.values(result.non2xx).reduce((sum, n) => sum + n, 0);

export function scenarioReport(
  scenario: Scenario,
  result: LoadResult,
  baselines: { bareHttp?: LoadResult; expressPg?: LoadResult },
): ScenarioReport {
  const errors = result.connectionErrors + nonOk(result);
  const ratio = (base?: LoadResult) =>
    base && base.requestsPerSecond > 0 ? result.requestsPerSecond / base.requestsPerSecond : null;
  const report: ScenarioReport = {
    name: scenario.name,
    description: scenario.description,
    target: scenario.target,
    result,
    errors,
    ratioToBareHttp: ratio(baselines.bareHttp),
    ratioToExpressPg: ratio(baselines.expressPg),
    cpuMsPerRequest:
      result.requests > 0
        ? (Object.values(result.processes).reduce((sum, p) => sum + p.cpuSeconds, 0) * 1000) /
          result.requests
        : 0,
    verdicts: [],
  };
  const goals = scenario.goals ?? {};
  if (goals.minRatioToExpressPg !== undefined) {
    report.verdicts.push({
      goal: `throughput ≥ ${goals.minRatioToExpressPg} × Express + pg`,
      met: (report.ratioToExpressPg ?? 0) >= goals.minRatioToExpressPg,
    });
  }
  if (goals.maxP99Ms !== undefined) {
    report.verdicts.push({
      goal: `p99 ≤ ${goals.maxP99Ms} ms`,
      met: result.latencyMs.p99 <= goals.maxP99Ms,
    });
  }
  if (result.shape.ratePerSecond) {
    // Answers that came after the schedule ended were a backlog: the rate was not kept up.
    report.verdicts.push({
      goal: `${result.shape.ratePerSecond} req/s kept up (≥ 95 % answered during the run)`,
      met: result.requestsPerSecond >= result.shape.ratePerSecond * 0.95,
    });
  }
  if (goals.minOkPerSecond !== undefined) {
    const ok = result.seconds > 0 ? (result.requests - nonOk(result)) / result.seconds : 0;
    report.verdicts.push({
      goal: `≥ ${goals.minOkPerSecond} successful/s (${ok.toFixed(1)})`,
      met: ok >= goals.minOkPerSecond,
    });
  }
  if (goals.zeroErrors) report.verdicts.push({ goal: 'zero errors', met: errors === 0 });
  if (scenario.judgeMemoryGrowth) {
    report.memoryGrowth = Object.fromEntries(
      Object.entries(result.processes)
        .filter(([, usage]) => usage.peakRssBytes !== null)
        .map(([name, usage]) => [name, memoryGrowth(usage.rssSamples)]),
    );
    const worst = Math.max(...Object.values(report.memoryGrowth));
    report.verdicts.push({
      goal: `no process grows > ${MAX_MEMORY_GROWTH * 100} % RSS`,
      met: worst <= MAX_MEMORY_GROWTH,
    });
  }
  return report;
}

export function machine(): BenchReport['machine'] {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  };
}

const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);
const mib = (bytes: number | null) => (bytes === null ? '—' : (bytes / 2 ** 20).toFixed(0));
const times = (r: number | null) => (r === null ? '—' : `${r.toFixed(r < 0.1 ? 3 : 2)}×`);
const pct = (n: number) => `${(n * 100).toFixed(1)} %`;

function errorText(s: ScenarioReport): string {
  const parts = Object.entries(s.result.non2xx).map(([code, n]) => `${n}×${code}`);
  if (s.result.connectionErrors) parts.push(`${s.result.connectionErrors} socket/timeouts`);
  return s.errors === 0 ? '0' : `${s.errors} (${parts.join(', ')})`;
}

export function markdown(report: BenchReport): string {
  const m = report.machine;
  const lines = [
    `# Portico benchmark — ${report.startedAt}`,
    '',
    `Machine: ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, Node ${m.node}. ` +
      `Data set: ${report.dataSet.tenants} tenants, ${report.dataSet.users} members. ` +
      `Options: \`${JSON.stringify(report.options)}\`.`,
    '',
    'Ratios compare requests/s with the baselines measured in this same run. CPU ms/req sums ' +
      'the CPU of every process the scenario loads (PostgreSQL included) per answered request.',
    '',
    '| scenario | conns | req/s | p50 ms | p95 ms | p99 ms | errors | × bare http | × Express + pg | CPU ms/req | targets |',
    '|---|---:|---:|---:|---:|---:|---|---:|---:|---:|---|',
  ];
  for (const s of report.scenarios) {
    const r = s.result;
    const verdicts = s.verdicts.map((v) => `${v.met ? '✅' : '❌'} ${v.goal}`).join('<br>');
    lines.push(
      `| ${s.name} | ${r.shape.connections} | ${r.requestsPerSecond.toFixed(0)} | ${ms(r.latencyMs.p50)} | ` +
        `${ms(r.latencyMs.p95)} | ${ms(r.latencyMs.p99)} | ${errorText(s)} | ${times(s.ratioToBareHttp)} | ` +
        `${times(s.ratioToExpressPg)} | ${s.cpuMsPerRequest.toFixed(2)} | ${verdicts || '—'} |`,
    );
  }
  if (report.idle) {
    lines.push(
      '',
      `## Idle (no requests, ${report.idle.seconds} s)`,
      '',
      `CPU of each process before any load: consumer fetch loops, heartbeats, the outbox ` +
        `relay's safety-net poll, readiness checks. Target: < ${IDLE_CPU_TARGET_PERCENT} % of a core each.`,
      '',
      '| process | CPU % of a core | target |',
      '|---|---:|---|',
    );
    for (const [name, percent] of Object.entries(report.idle.cpuPercent)) {
      const met = percent < IDLE_CPU_TARGET_PERCENT;
      lines.push(`| ${name} | ${percent.toFixed(2)} | ${met ? '✅' : '❌'} |`);
    }
  }
  if (report.uploads) {
    const u = report.uploads;
    const ofDisk = (mbps: number) =>
      `${mbps.toFixed(0)} MB/s (${(mbps / u.durableDiskMBps).toFixed(2)})`;
    lines.push(
      '',
      `## Upload of ${(u.bytes / 1024 / 1024).toFixed(0)} MB`,
      '',
      'Through the gateway (tus) to content and its storage, until the file is stored (synced ' +
        'to the disk), against writing the same bytes to local disk durably (write, then fsync).',
      '',
      `${u.uploadMBps.toFixed(0)} MB/s uploaded, ${u.durableDiskMBps.toFixed(0)} MB/s to disk ` +
        `durably: ratio ${u.ratio.toFixed(2)} ${u.ratio >= UPLOAD_RATIO_TARGET ? '✅' : '❌'} ` +
        `(target ≥ ${UPLOAD_RATIO_TARGET}). To the page cache only (no fsync, the baseline of ` +
        `earlier runs): ${u.diskMBps.toFixed(0)} MB/s, ratio ${u.pageCacheRatio.toFixed(2)}.`,
      '',
      `The same bytes into that file as its next version: ${u.versionMBps.toFixed(0)} MB/s, ratio ` +
        `to the new file ${u.versionRatio.toFixed(2)} ${u.versionRatio >= VERSION_RATIO_TARGET ? '✅' : '❌'} ` +
        `(target ≥ ${VERSION_RATIO_TARGET}).`,
      '',
      'What bounds it here, in this run (× the durable disk): the SHA-256 of the bytes alone ' +
        `${ofDisk(u.references.hashMBps)}, one bare node:http hop that drops them ` +
        `${ofDisk(u.references.bareHopMBps)}, a plain proxy to a plain receiver that hashes ` +
        `and writes them durably ${ofDisk(u.references.plainPairMBps)}.`,
      '',
      'CPU per upload (new files and versions): ' +
        Object.entries(u.cpuMsPerUpload)
          .map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`)
          .join(', ') +
        '.',
    );
  }
  if (report.streams) {
    const t = report.streams;
    const mark = (met: boolean) => (met ? '✅' : '❌');
    lines.push(
      '',
      `## Live streams (${t.streams} open)`,
      '',
      'GET /api/stream held open and idle, against the same gateway before they opened; then ' +
        `messages posted at ${t.rate}/s, timed from the POST to another participant's open stream.`,
      '',
      '| figure | value | target |',
      '|---|---:|---|',
      `| gateway memory per idle stream, after a full collection | ${t.kibPerStream.toFixed(1)} KiB | ≤ ${STREAM_TARGETS.kibPerStream} KiB ${mark(t.kibPerStream <= STREAM_TARGETS.kibPerStream)} |`,
      `| of which V8's heap in use | ${t.heapKibPerStream.toFixed(1)} KiB | |`,
      `| V8's heap held from the system (in use or not) / memory outside it | ${t.heapCommittedKibPerStream.toFixed(1)} / ${t.externalKibPerStream.toFixed(1)} KiB | |`,
      `| the same right after they opened (the opening's garbage uncollected) | ${t.kibPerStreamOpening.toFixed(1)} KiB | |`,
      `| gateway CPU, streams idle (without: ${t.idleCpuPercentWithout.toFixed(2)}) | ${t.idleCpuPercent.toFixed(2)} % | < ${STREAM_TARGETS.idleCpuPercent} % ${mark(t.idleCpuPercent < STREAM_TARGETS.idleCpuPercent)} |`,
      `| delivered of posted | ${t.delivered} of ${t.posted} | all ${mark(t.delivered === t.posted)} |`,
      `| send → delivered p50 | ${t.latencyMs.p50.toFixed(1)} ms | |`,
      `| send → delivered p99 | ${t.latencyMs.p99.toFixed(1)} ms | ≤ ${STREAM_TARGETS.p99Ms} ms ${mark(t.latencyMs.p99 <= STREAM_TARGETS.p99Ms)} |`,
      `| the POST's own answer p50, p99 | ${t.postMs.p50.toFixed(1)} ms, ${t.postMs.p99.toFixed(1)} ms | |`,
      `| the timing thread's event-loop delay p99, max | ${t.timingLoopDelayMs.p99.toFixed(1)} ms, ${t.timingLoopDelayMs.max.toFixed(1)} ms | |`,
    );
    const perMessage = Object.entries(t.cpuMsPerMessage ?? {}).sort(([, a], [, b]) => b - a);
    if (perMessage.length > 0)
      lines.push(
        '',
        'CPU per message while they were sent and delivered (every process a message crosses):',
        '',
        '| process | CPU ms per message |',
        '|---|---:|',
        ...perMessage.map(([name, ms]) => `| ${name} | ${ms.toFixed(2)} |`),
        `| all | ${perMessage.reduce((sum, [, ms]) => sum + ms, 0).toFixed(2)} |`,
      );
  }
  if (report.plans?.length) {
    lines.push(
      '',
      "## The CRM list's reads on this data set",
      '',
      "What the gateway's member directory costs when it is not held (shared/tenantDirectory.ts).",
    );
    for (const plan of report.plans) {
      lines.push(
        '',
        `### ${plan.name}`,
        '',
        '```sql',
        plan.sql,
        '```',
        '',
        '```',
        plan.plan,
        '```',
      );
    }
  }
  lines.push('', '## CPU and peak memory per process', '');
  for (const s of report.scenarios) {
    lines.push(`### ${s.name}`, '', s.description, '');
    lines.push(
      '| process | CPU % of a core | CPU s | peak RSS MiB |' +
        (s.memoryGrowth ? ' RSS growth |' : ''),
    );
    lines.push('|---|---:|---:|---:|' + (s.memoryGrowth ? '---:|' : ''));
    for (const [name, usage] of Object.entries(s.result.processes)) {
      lines.push(
        `| ${name} | ${usage.cpuPercent.toFixed(0)} | ${usage.cpuSeconds.toFixed(1)} | ${mib(usage.peakRssBytes)} |` +
          (s.memoryGrowth
            ? ` ${name in s.memoryGrowth ? pct(s.memoryGrowth[name] as number) : '—'} |`
            : ''),
      );
    }
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}

export function writeReport(report: BenchReport, outDir: string): { json: string; md: string } {
  mkdirSync(outDir, { recursive: true });
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  const json = path.join(outDir, `${stamp}.json`);
  const md = path.join(outDir, `${stamp}.md`);
  const jsonText = `${JSON.stringify(report, null, 2)}\n`;
  const mdText = markdown(report);
  writeFileSync(json, jsonText);
  writeFileSync(md, mdText);
  writeFileSync(path.join(outDir, 'latest.json'), jsonText);
  writeFileSync(path.join(outDir, 'latest.md'), mdText);
  return { json, md };
}
