/**
 * The rehearsal's report: per fault, the requests of each window (sent, succeeded, failed by
 * status, p99), how long recovery took, the phase's events per topic end to end, and each
 * promise kept or broken. Printed, and written to <out>/resilience-latest.{md,json}.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PhaseResult } from './rehearsal';
import { describeFailures } from './stats';

export interface ResilienceReport {
  startedAt: string;
  machine: { cpus: number; loadAverage: number[]; node: string };
  options: Record<string, unknown>;
  /** Offered operations per second. */
  rate: number;
  phases: PhaseResult[];
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

export function phaseMarkdown(phase: PhaseResult): string {
  const lines = [`### ${phase.name}`, ''];
  lines.push('| window | seconds | sent | succeeded | failed (by status) | p50 | p99 |');
  lines.push('|---|---:|---:|---:|---|---:|---:|');
  for (const window of ['before', 'during', 'after'] as const) {
    const s = phase.windows[window];
    lines.push(
      `| ${window} | ${phase.seconds[window].toFixed(1)} | ${s.sent} | ${s.succeeded} | ` +
        `${describeFailures(s.failed)} | ${ms(s.p50)} | ${ms(s.p99)} |`,
    );
  }
  lines.push('');
  if (phase.recoveryMs !== undefined)
    lines.push(`Recovered in ${seconds(phase.recoveryMs)} (${phase.recoveredFrom}).`);
  lines.push(`Events applied everywhere ${seconds(phase.drainMs)} after the phase ended.`);
  for (const note of phase.notes) lines.push(`- ${note}`);
  for (const kind of phase.kinds.filter((k) => k.sent !== k.succeeded))
    lines.push(
      `- ${kind.kind}: ${kind.sent - kind.succeeded} of ${kind.sent} failed (${describeFailures(kind.failed)}), p99 ${ms(kind.p99)}`,
    );
  lines.push('');
  if (phase.events.topics.length > 0) {
    lines.push('| topic | written | on the broker (twice) | applied by each consumer |');
    lines.push('|---|---:|---:|---|');
    for (const topic of phase.events.topics) {
      const consumers =
        topic.consumers
          .map((c) => `${c.name} ${c.applied}${c.of < topic.written ? ` of ${c.of}` : ''}`)
          .join(', ') || '—';
      const twice = topic.receivedTwice ? `; receiver got ${topic.receivedTwice} twice` : '';
      lines.push(
        `| ${topic.topic} | ${topic.written} | ${topic.published} (${topic.publishedTwice}) | ${consumers}${twice} |`,
      );
    }
    lines.push('');
  }
  for (const verdict of phase.promises)
    lines.push(
      `- ${verdict.kept ? '✅' : '❌'} ${verdict.text}${verdict.detail ? ` — ${verdict.detail}` : ''}`,
    );
  lines.push('');
  return lines.join('\n');
}

export function reportMarkdown(report: ResilienceReport): string {
  const broken = report.phases.flatMap((p) => p.promises.filter((v) => !v.kept));
  return [
    `# Resilience rehearsal ${report.startedAt}`,
    '',
    `${report.machine.cpus} CPUs, load average ${report.machine.loadAverage.map((l) => l.toFixed(1)).join(' / ')}, ` +
      `Node ${report.machine.node}; ${report.rate.toFixed(1)} operations/s offered.`,
    '',
    ...report.phases.map(phaseMarkdown),
    broken.length === 0 ? 'Every promise kept.' : `${broken.length} promise(s) broken.`,
    '',
  ].join('\n');
}

export function machine(): ResilienceReport['machine'] {
  return { cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version };
}

export function writeReport(report: ResilienceReport, out: string): string {
  mkdirSync(out, { recursive: true });
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  const md = reportMarkdown(report);
  for (const name of [`resilience-${stamp}`, 'resilience-latest']) {
    writeFileSync(path.join(out, `${name}.md`), md);
    writeFileSync(path.join(out, `${name}.json`), JSON.stringify(report, null, 2));
  }
  return path.join(out, 'resilience-latest.md');
}
