/**
 * `make bench-pages` (and the end of `make bench`): the pages as a visitor on a mid-range phone
 * gets them. Portico runs as `make up` runs it (one process, PGlite, the built frontends served
 * by the gateway), the demo workspace is seeded, and Debian's Chromium loads the landing page,
 * sign-in and the two dashboards over loopback with the phone's network and CPU, first with an
 * empty cache (cold) and then again (warm). Figures go to bench/results/pages-latest.{json,md}
 * beside the figures measured before issue 17 (before.json), and the build's bundle reports
 * are copied to bench/results/bundles/.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../../browser/support/chromium';
import { startStack } from '../../dev/stack';
import { DEMO, seedDemo } from '../../seed/demo';
import { REPO_ROOT } from '../processes';
import {
  clearCache,
  measurePage,
  prepareContext,
  type PageFigures,
  type PageReady,
} from './measure';
import { writePagesReport, type PageRun } from './report';

const FRONTEND_APPS = ['shell', 'landing', 'tenant-app', 'super-console'] as const;

/** Chromium's Accept-Encoding on an HTTPS page. */
const HTTPS_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

interface PageScenario {
  name: string;
  path: string;
  signIn?: { email: string; password: string };
  /** What the page shows once the visitor has what they came for. */
  ready: PageReady;
}

const heading = (name: string | RegExp): PageReady => ({
  heading: name,
  check: (page) => page.getByRole('heading', { name }).waitFor({ timeout: 120_000 }),
});

const SCENARIOS: PageScenario[] = [
  {
    name: 'landing /',
    path: '/',
    ready: heading('Your Branded Client Portal — In Minutes.'),
  },
  { name: 'sign-in /login', path: '/login', ready: heading('Welcome back') },
  {
    name: 'admin dashboard',
    path: '/dashboard/admin',
    signIn: DEMO.admin,
    ready: heading('Dashboard'),
  },
  {
    name: 'member dashboard',
    path: '/dashboard/client',
    signIn: DEMO.client,
    // The sign-in page says "Welcome back" too: also require that the dashboard stayed put.
    ready: {
      heading: /^Welcome back/,
      check: async (page) => {
        await heading(/^Welcome back/).check(page);
        if (!new URL(page.url()).pathname.startsWith('/dashboard/client'))
          throw new Error(`member dashboard: ended on ${page.url()}`);
      },
    },
  },
];

const log = (message: string) =>
  console.log(`[bench pages ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** The analyser reports the production build wrote next to each app (webpack.shared.js). */
function copyBundleReports(out: string): string[] {
  const copied: string[] = [];
  mkdirSync(path.join(out, 'bundles'), { recursive: true });
  for (const app of FRONTEND_APPS) {
    const report = path.join(REPO_ROOT, 'frontends', app, 'build-report', 'bundles.html');
    if (!existsSync(report)) continue;
    const target = path.join(out, 'bundles', `${app}.html`);
    copyFileSync(report, target);
    copied.push(path.relative(REPO_ROOT, target));
  }
  return copied;
}

async function run(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      out: { type: 'string', default: path.join(REPO_ROOT, 'bench', 'results') },
      nice: { type: 'string', default: '-5' },
      // Records each cold load as a Chromium performance trace (<out>/traces/<page>.json), for
      // DevTools' Performance panel. The tracing itself slows the page: its figures are not
      // comparable with a run without it.
      trace: { type: 'boolean', default: false },
    },
  });
  // As the main bench does (../main.ts): Portico and Chromium inherit it.
  const nice = Number(values.nice);
  if (Number.isInteger(nice) && nice !== 0) {
    try {
      os.setPriority(process.pid, nice);
    } catch (error) {
      log(`running at the default priority (nice ${nice} refused: ${(error as Error).message})`);
    }
  }
  const out = path.resolve(values.out);
  const traces = path.join(out, 'traces');
  if (values.trace) mkdirSync(traces, { recursive: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-bench-pages-'));
  log('starting Portico as make up runs it (PGlite, built frontends)');
  const stack = await startStack({
    dataDir,
    frontendsDir: path.join(REPO_ROOT, 'frontends'),
    logLevel: 'error',
    // Any free port for content's upload listener too, so a running `make up` is no obstacle.
    env: {
      SUPER_ADMIN_EMAIL: 'super@bench.portico.local',
      SUPER_ADMIN_PASSWORD: 'bench-super',
      UPLOAD_PORT: '0',
    },
  });
  // What Chromium asks for over HTTPS, as every visitor of a deployed portal reaches it: over
  // loopback HTTP it leaves brotli out and would take the gzip twins, about 14 % more bytes
  // than any visitor downloads (bench/README.md, "Pages in Chromium").
  const browser = await launchChromium({ headers: { 'accept-encoding': HTTPS_ACCEPT_ENCODING } });
  const runs: PageRun[] = [];
  try {
    await seedDemo(stack.url, {
      email: 'super@bench.portico.local',
      password: 'bench-super',
    });
    await prepareContext(browser.context);
    for (const scenario of SCENARIOS) {
      await browser.context.clearCookies();
      if (scenario.signIn) {
        const { email, password } = scenario.signIn;
        const answer = await browser.context.request.post(`${stack.url}/api/auth/login`, {
          data: { email, password },
        });
        if (!answer.ok()) throw new Error(`${scenario.name}: sign-in answered ${answer.status()}`);
      }
      const page = await browser.context.newPage();
      try {
        await clearCache(page);
        const url = `${stack.url}${scenario.path}`;
        const traceFile = values.trace
          ? path.join(traces, `${scenario.name.replace(/[^a-z0-9]+/gi, '-')}.json`)
          : undefined;
        const cold: PageFigures = await measurePage(page, url, scenario.ready, traceFile);
        const warm: PageFigures = await measurePage(page, url, scenario.ready);
        runs.push({ page: scenario.name, cold, warm });
        log(
          `${scenario.name}: cold ${(cold.bytes / 1024).toFixed(0)} KiB in ${cold.requests} requests, ` +
            `LCP ${cold.lcpMs} ms, TTI ${cold.ttiMs} ms; warm ${(warm.bytes / 1024).toFixed(0)} KiB, ` +
            `${warm.hashedFromNetwork.length} hashed files fetched again`,
        );
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const bundles = copyBundleReports(out);
  // The figures measured before issue 17's changes, kept in the source tree for comparison.
  const beforeFile = path.join(REPO_ROOT, 'tooling', 'bench', 'pages', 'before.json');
  const written = writePagesReport(
    runs,
    existsSync(beforeFile) ? (JSON.parse(readFileSync(beforeFile, 'utf8')) as PageRun[]) : [],
    bundles,
    out,
  );
  console.log(`\n${written.table}`);
  log(
    `report: ${path.relative(REPO_ROOT, written.md)} and ${path.relative(REPO_ROOT, written.json)}`,
  );
}

run().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
