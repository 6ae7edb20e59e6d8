/**
 * One page load in Chromium as a mid-range phone sees it: the network and CPU throttled over
 * the Chrome DevTools Protocol, every response's wire bytes counted, largest contentful paint
 * and time to interactive read from the page's own performance timeline.
 */
import { writeFile } from 'node:fs/promises';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/** A mid-range phone on a fair mobile network (Lighthouse's "slow 4G" is 1.6 Mbps, 150 ms). */
export const PHONE_PROFILE = {
  downloadKbps: 1600,
  uploadKbps: 750,
  rttMs: 150,
  cpuSlowdown: 4,
} as const;

/**
 * The live stream (GET /api/stream, the kit's liveEvents) stays open as long as the page: it
 * never lets the network go idle, so the quiet wait below leaves it out.
 */
const LONG_LIVED = /^\/api\/stream$/;
/** How long the network must stay quiet before a load counts as settled (Playwright's own). */
const QUIET_MS = 500;

/** Webpack names every file but the entry points with a 12-character content hash. */
const CONTENT_HASHED = /\.[0-9a-f]{12}\.[a-z0-9]+$/i;

export interface PageFigures {
  /** Bytes on the wire (headers and compressed bodies) for everything the page fetched. */
  bytes: number;
  /** Of those, the JavaScript responses' bytes. */
  scriptBytes: number;
  /**
   * The JavaScript responses' compressed bodies alone: what the page budgets count
   * (tooling/test/bundle-budget.test.ts). Over loopback HTTP/1.1 each response also carries
   * about 1 KiB of headers, which HTTP/2's header compression mostly removes for a visitor.
   */
  scriptBodyBytes?: number;
  requests: number;
  /** Responses that came from the network rather than the browser's cache. */
  fromNetwork: number;
  /** Content-hashed files fetched from the network (on a warm load: none). */
  hashedFromNetwork: string[];
  lcpMs: number | null;
  /** What the largest contentful paint painted: an element, and its image's path if any. */
  lcpElement?: string | null;
  ttiMs: number | null;
  /**
   * What the page fetched, in the order it asked, with when each request started and ended
   * (ms from the navigation's start, the page's Resource Timing): the critical path before the
   * largest paint, read beside `lcpMs` in pages-latest.json.
   */
  waterfall?: { path: string; startMs: number; endMs: number }[];
}

interface Tracked {
  url: string;
  type: string;
  bytes: number;
  /** Of `bytes`, those of the response's status line and headers. */
  headerBytes: number;
  fromCache: boolean;
}

// Runs in the page before any of its scripts: keeps the latest LCP candidate and the end of the
// latest long task (≥ 50 ms on the main thread), which together give time to interactive.
const OBSERVE_PAINT_AND_LONG_TASKS = `
  window.__pageFigures = { lcp: null, lcpElement: null, lastLongTaskEnd: 0, fcp: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__pageFigures.lcp = entry.startTime;
      const element = entry.element;
      window.__pageFigures.lcpElement = element
        ? element.tagName.toLowerCase() +
          (entry.url
            ? ' ' + new URL(entry.url).pathname
            : ' "' + (element.textContent || '').trim().slice(0, 40) + '"')
        : null;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__pageFigures.lastLongTaskEnd = Math.max(
        window.__pageFigures.lastLongTaskEnd, entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') window.__pageFigures.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
`;

/** Installs the observers in every page of the context. */
export async function prepareContext(context: BrowserContext): Promise<void> {
  await context.addInitScript(OBSERVE_PAINT_AND_LONG_TASKS);
}

async function throttle(session: CDPSession): Promise<void> {
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.rttMs,
    downloadThroughput: (PHONE_PROFILE.downloadKbps * 1000) / 8,
    uploadThroughput: (PHONE_PROFILE.uploadKbps * 1000) / 8,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
}

/** Empties the HTTP cache so the next load is a first visit (cookies stay: still signed in). */
export async function clearCache(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.clearBrowserCache');
  await session.detach();
}

/**
 * What DevTools' Performance panel records: the main thread's tasks, script compiles and
 * evaluations, layout and paint, with the JavaScript sampling profiler's stacks.
 */
const TRACE_CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.stack',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'latencyInfo',
  'toplevel',
];

async function startTrace(session: CDPSession): Promise<void> {
  await session.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: { includedCategories: TRACE_CATEGORIES },
  });
}

/** Ends the trace and writes it where DevTools' Performance panel can open it. */
async function saveTrace(session: CDPSession, file: string): Promise<void> {
  const complete = new Promise<string>((resolve) =>
    session.once('Tracing.tracingComplete', (event) => resolve(event.stream ?? '')),
  );
  await session.send('Tracing.end');
  const stream = await complete;
  const parts: Buffer[] = [];
  for (;;) {
    const chunk = await session.send('IO.read', { handle: stream });
    parts.push(Buffer.from(chunk.data, chunk.base64Encoded ? 'base64' : 'utf8'));
    if (chunk.eof) break;
  }
  await session.send('IO.close', { handle: stream });
  await writeFile(file, Buffer.concat(parts));
}

/** What a page shows once the visitor has what they came for. */
export interface PageReady {
  /** The heading's text (a string matches anywhere in it, ignoring case, as Playwright's does). */
  heading: string | RegExp;
  /** Resolves when the page shows it, read through Playwright's locators. */
  check(page: Page): Promise<void>;
}

/** How often the page is asked whether its heading is there yet. */
const POLL_MS = 50;

/** Source of a page-side test: is a heading with this text in the document? */
export function headingShown(heading: string | RegExp): string {
  const test =
    typeof heading === 'string'
      ? `(text) => text.toLowerCase().includes(${JSON.stringify(heading.toLowerCase())})`
      : `(text) => new RegExp(${JSON.stringify(heading.source)}, ${JSON.stringify(heading.flags)}).test(text)`;
  return `[...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')]
    .some((element) => (${test})((element.textContent || '').trim()))`;
}

/**
 * Waits until the page has painted `heading`, asking over the DevTools protocol with a one-line
 * expression. Playwright's locators first evaluate its injected script (about 330 KB) in the
 * page: on the 4× slower CPU that was a 70–120 ms task on the main thread, and it landed between
 * the page's load event and its largest paint on every page (bench/README.md, "Pages, fifth
 * round"), delaying the paint it measured. The locators run once the page has painted.
 */
async function headingPainted(session: CDPSession, heading: string | RegExp): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const { result } = await session.send('Runtime.evaluate', {
      expression: headingShown(heading),
      returnByValue: true,
    });
    if (result.value === true) break;
    if (Date.now() > deadline) throw new Error(`no heading ${String(heading)} after 120 s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  // A task queued after the next frame's callbacks runs once that frame has been painted.
  await session.send('Runtime.evaluate', {
    expression: 'new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))',
    awaitPromise: true,
  });
}

/**
 * Navigates `page` to `url` under the phone profile and waits until it is ready (it shows
 * what the user came for) and the network has been quiet.
 * With `traceFile`, the load is recorded as a Chromium performance trace there.
 */
export async function measurePage(
  page: Page,
  url: string,
  ready: PageReady,
  traceFile?: string,
): Promise<PageFigures> {
  const session = await page.context().newCDPSession(page);
  await throttle(session);
  if (traceFile) await startTrace(session);
  const tracked = new Map<string, Tracked>();
  session.on('Network.requestWillBeSent', (event) => {
    tracked.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      bytes: 0,
      headerBytes: 0,
      fromCache: false,
    });
  });
  session.on('Network.requestServedFromCache', (event) => {
    const entry = tracked.get(event.requestId);
    if (entry) entry.fromCache = true;
  });
  session.on('Network.responseReceived', (event) => {
    const entry = tracked.get(event.requestId);
    if (!entry) return;
    entry.type = event.type;
    // What had arrived when the response started: its status line and headers.
    entry.headerBytes = event.response.encodedDataLength;
    if (event.response.fromDiskCache || event.response.fromPrefetchCache) entry.fromCache = true;
  });
  // Requests still under way, the live stream aside: the page settles when none has been for
  // QUIET_MS (Playwright's 'networkidle' waits on the stream forever).
  const pending = new Set<string>();
  let lastActivity = Date.now();
  session.on('Network.requestWillBeSent', (event) => {
    lastActivity = Date.now();
    if (!LONG_LIVED.test(new URL(event.request.url).pathname)) pending.add(event.requestId);
  });
  const settle = (requestId: string) => {
    pending.delete(requestId);
    lastActivity = Date.now();
  };
  session.on('Network.loadingFinished', (event) => {
    const entry = tracked.get(event.requestId);
    if (entry) entry.bytes = event.encodedDataLength;
    settle(event.requestId);
  });
  session.on('Network.loadingFailed', (event) => settle(event.requestId));

  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await headingPainted(session, ready.heading);
  await ready.check(page);
  const deadline = Date.now() + 120_000;
  while (pending.size > 0 || Date.now() - lastActivity < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`${url}: still loading ${pending.size} requests`);
    await page.waitForTimeout(100);
  }
  const timeline = await page.evaluate<{
    lcp: number | null;
    lcpElement: string | null;
    lastLongTaskEnd: number;
    fcp: number | null;
  }>('window.__pageFigures');
  const waterfall = await page.evaluate<{ path: string; startMs: number; endMs: number }[]>(
    `performance.getEntriesByType('resource').map((entry) => ({
      path: new URL(entry.name).pathname,
      startMs: Math.round(entry.startTime),
      endMs: Math.round(entry.responseEnd),
    }))`,
  );
  if (traceFile) await saveTrace(session, traceFile);
  await session.detach();

  const all = [...tracked.values()].filter((entry) => !entry.url.startsWith('data:'));
  const network = all.filter((entry) => !entry.fromCache);
  const pathOf = (entry: Tracked) => new URL(entry.url).pathname;
  // JavaScript whether a script tag or the shell's entry fetched it: the entry fetches a remote's
  // start chunks into the HTTP cache, where the runtime's script tags then find them
  // (frontends/shell/src/federation/earlyStart.ts).
  const isScript = (entry: Tracked) =>
    entry.type === 'Script' || (entry.type === 'Fetch' && pathOf(entry).endsWith('.js'));
  // Time to interactive, Lighthouse's way without its five-second quiet window: the page has
  // painted its content and the main thread has finished its last long task.
  const painted = timeline.lcp ?? timeline.fcp;
  return {
    bytes: network.reduce((sum, entry) => sum + entry.bytes, 0),
    scriptBytes: network.filter(isScript).reduce((sum, entry) => sum + entry.bytes, 0),
    scriptBodyBytes: network
      .filter(isScript)
      .reduce((sum, entry) => sum + Math.max(0, entry.bytes - entry.headerBytes), 0),
    requests: all.length,
    fromNetwork: network.length,
    hashedFromNetwork: network
      .filter((entry) => CONTENT_HASHED.test(pathOf(entry)))
      .map((entry) => pathOf(entry)),
    lcpMs: timeline.lcp === null ? null : Math.round(timeline.lcp),
    lcpElement: timeline.lcpElement,
    ttiMs: painted === null ? null : Math.round(Math.max(painted, timeline.lastLongTaskEnd)),
    waterfall,
  };
}
