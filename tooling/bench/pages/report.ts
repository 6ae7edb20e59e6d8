/**
 * The page figures as bench/results/pages-latest.{json,md}: each page cold and warm, beside
 * the figures measured before issue 17 when they are known, and checked against the targets.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PHONE_PROFILE, type PageFigures } from './measure';

export interface PageRun {
  page: string;
  cold: PageFigures;
  warm: PageFigures;
}

/** Core Web Vitals' "good" largest contentful paint, the target for the landing page cold. */
export const LANDING_LCP_TARGET_MS = 2500;
/** Issue 31: the dashboards' largest paint cold on the phone profile. */
export const DASHBOARD_LCP_TARGET_MS = 2000;
/** The landing page's JavaScript budget (tooling/test/bundle-budget.test.ts), compressed bodies. */
export const LANDING_JS_BUDGET_KIB = 150;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const ms = (value: number | null) => (value === null ? '–' : `${value} ms`);

function verdicts(runs: PageRun[]): string[] {
  const lines: string[] = [];
  const landing = runs.find((run) => run.page.startsWith('landing'));
  if (landing) {
    const met = landing.cold.lcpMs !== null && landing.cold.lcpMs <= LANDING_LCP_TARGET_MS;
    lines.push(
      `- landing LCP cold ≤ ${LANDING_LCP_TARGET_MS} ms: ${met ? 'met' : 'missed'} (${ms(landing.cold.lcpMs)})`,
    );
  }
  if (landing?.cold.scriptBodyBytes !== undefined) {
    const kibs = landing.cold.scriptBodyBytes / 1024;
    lines.push(
      `- landing JavaScript ≤ ${LANDING_JS_BUDGET_KIB} KiB (compressed bodies): ` +
        `${kibs <= LANDING_JS_BUDGET_KIB ? 'met' : 'missed'} (${kibs.toFixed(1)} KiB)`,
    );
  }
  for (const run of runs.filter((r) => r.page.includes('dashboard'))) {
    const met = run.cold.lcpMs !== null && run.cold.lcpMs <= DASHBOARD_LCP_TARGET_MS;
    lines.push(
      `- ${run.page} LCP cold ≤ ${DASHBOARD_LCP_TARGET_MS} ms: ${met ? 'met' : 'missed'} (${ms(run.cold.lcpMs)})`,
    );
  }
  const redownloads = runs.flatMap((run) => run.warm.hashedFromNetwork);
  lines.push(
    `- warm loads fetch no content-hashed file again: ${redownloads.length === 0 ? 'met' : `missed (${redownloads.join(', ')})`}`,
  );
  return lines;
}

export function pagesTable(runs: PageRun[], before: PageRun[]): string {
  const rows = [
    '| page | | bytes (JS) | JS bodies | requests (from network) | LCP | TTI | warm: bytes | warm: requests from network |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  const row = (label: string, run: PageRun) =>
    `| ${run.page} | ${label} | ${kib(run.cold.bytes)} (${kib(run.cold.scriptBytes)}) | ` +
    `${run.cold.scriptBodyBytes === undefined ? '–' : kib(run.cold.scriptBodyBytes)} | ` +
    `${run.cold.requests} (${run.cold.fromNetwork}) | ${ms(run.cold.lcpMs)}` +
    `${run.cold.lcpElement ? ` (${run.cold.lcpElement})` : ''} | ${ms(run.cold.ttiMs)} | ` +
    `${kib(run.warm.bytes)} | ${run.warm.fromNetwork} |`;
  for (const run of runs) {
    const earlier = before.find((entry) => entry.page === run.page);
    if (earlier) rows.push(row('before', earlier));
    rows.push(row(earlier ? 'now' : '', run));
  }
  return rows.join('\n');
}

export function writePagesReport(
  runs: PageRun[],
  before: PageRun[],
  bundleReports: string[],
  out: string,
): { md: string; json: string; table: string } {
  mkdirSync(out, { recursive: true });
  const table = pagesTable(runs, before);
  const profile =
    `${PHONE_PROFILE.downloadKbps / 1000} Mbps down, ${PHONE_PROFILE.uploadKbps} kbps up, ` +
    `${PHONE_PROFILE.rttMs} ms RTT, CPU ${PHONE_PROFILE.cpuSlowdown}× slower`;
  const md = [
    '# Pages on a mid-range phone',
    '',
    `Chromium over loopback throttled to ${profile}. Cold: empty HTTP cache; warm: the same`,
    'page loaded again. Bytes are on the wire (headers and compressed bodies); JS bodies are the',
    "scripts' compressed bodies alone, what the page budgets count.",
    '',
    table,
    '',
    '## Targets',
    '',
    ...verdicts(runs),
    '',
    bundleReports.length > 0
      ? `Bundle analyser reports: ${bundleReports.join(', ')}`
      : 'No bundle analyser reports found (build the frontends with npm run build:frontends).',
    '',
  ].join('\n');
  const mdPath = path.join(out, 'pages-latest.md');
  const jsonPath = path.join(out, 'pages-latest.json');
  writeFileSync(mdPath, md);
  writeFileSync(
    jsonPath,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), profile: PHONE_PROFILE, runs, before }, null, 2)}\n`,
  );
  return { md: mdPath, json: jsonPath, table: `${table}\n\n${verdicts(runs).join('\n')}` };
}
