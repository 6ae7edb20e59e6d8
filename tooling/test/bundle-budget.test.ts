import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The page budgets of issue 17, checked on the production build's compressed files (bytes, not
// time): a screen that blows one fails `make test` naming the chunks it pulls in. Which chunks a
// page loads is read from the build itself, not listed by hand: the shell's webpack stats give
// its entry, the bootstrap and each lazy screen with everything they need; each remote's
// federation manifest gives its entry, an exposed module's chunks and the shared packages.
// Shared packages (react, react-dom, react-router, the kit) come from the shell, which loads
// first; a remote's own fallback copies of them never load.

const FRONTENDS = path.resolve(__dirname, '../../frontends');
const KiB = 1024;

interface StatsChunk {
  id: string | number;
  files: string[];
  initial: boolean;
  children?: (string | number)[];
  origins?: { request?: string; moduleName?: string; loc?: string }[];
  modules?: { name?: string; identifier?: string; size: number }[];
}
interface WebpackStats {
  chunks: StatsChunk[];
  namedChunkGroups: Record<string, { chunks: (string | number)[] }>;
}
interface AssetLists {
  js: { sync: string[]; async: string[] };
}
interface FederationManifest {
  metaData: { remoteEntry: { name: string } };
  shared: { name: string; assets: AssetLists }[];
  exposes: { path: string; assets: AssetLists }[];
}

interface Page {
  name: string;
  budgetKiB: number;
  /** Lazy screens of the shell the page shows, by the module their import() names. */
  shellScreens: string[];
  /** The remote rendering the page, its exposed module and lazy screens of its own, if any. */
  remote?: { app: string; expose: string; screens?: string[] };
}

const PAGES: Page[] = [
  {
    name: 'landing page (/)',
    budgetKiB: 150,
    shellScreens: [],
    remote: { app: 'landing', expose: './LandingPage' },
  },
  { name: 'sign-in (/login)', budgetKiB: 130, shellScreens: ['pages/auth/LoginPage'] },
  {
    name: 'tenant admin dashboard (/dashboard/admin)',
    budgetKiB: 220,
    shellScreens: ['routing/GuardedRoutes', 'layouts/AdminLayout'],
    remote: { app: 'tenant-app', expose: './TenantApp' },
  },
  {
    name: 'member dashboard (/dashboard/client)',
    budgetKiB: 220,
    shellScreens: ['routing/GuardedRoutes', 'layouts/MemberLayout'],
    remote: { app: 'tenant-app', expose: './TenantApp' },
  },
];

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const dist = (app: string) => path.join(FRONTENDS, app, 'dist');

/** Bytes a browser downloads for a file: its brotli twin when the build wrote one. */
function compressedBytes(app: string, file: string): number {
  const br = path.join(dist(app), `${file}.br`);
  return statSync(existsSync(br) ? br : path.join(dist(app), file)).size;
}

/**
 * A fallback copy of a shared package, loaded only when no app provides it; the shell provides
 * every shared package, so its own fallbacks never load.
 */
const isSharedFallback = (chunk: StatsChunk) =>
  (chunk.origins ?? []).length > 0 &&
  (chunk.origins ?? []).every((origin) => origin.moduleName?.startsWith('consume shared module'));

/**
 * A package the code imports with import() when the user does something (tus-js-client when an
 * upload starts): no page loads it to show itself. Screens (relative imports) are counted by the
 * page that names them; the bootstrap and shared packages always load.
 */
const isOnDemandPackage = (chunk: StatsChunk) =>
  (chunk.origins ?? []).length > 0 &&
  (chunk.origins ?? []).every(
    (origin) =>
      !!origin.loc &&
      !!origin.moduleName &&
      !/shared module/.test(origin.moduleName) &&
      !/^\.\.?\//.test(origin.request ?? './'),
  );

/** Every chunk a chunk group needs, with the groups its chunks load in turn (lazy screens excepted). */
function chunkClosure(stats: WebpackStats, start: StatsChunk[], screens: Set<StatsChunk>) {
  const byId = new Map(stats.chunks.map((chunk) => [String(chunk.id), chunk]));
  const seen = new Set<StatsChunk>();
  const queue = [...start];
  while (queue.length > 0) {
    const chunk = queue.pop()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const child of chunk.children ?? []) {
      const next = byId.get(String(child));
      if (next && !screens.has(next) && !isSharedFallback(next) && !isOnDemandPackage(next))
        queue.push(next);
    }
  }
  return seen;
}

/** Chunks of the shell's lazy imports, by the request each import() names. */
function lazyScreenChunks(stats: WebpackStats): Map<string, StatsChunk[]> {
  const screens = new Map<string, StatsChunk[]>();
  for (const chunk of stats.chunks) {
    for (const origin of chunk.origins ?? []) {
      const request = origin.request ?? '';
      if (!/^\.\.?\//.test(request) || request === './bootstrap') continue;
      const key = request.replace(/^(\.\.?\/)+/, '');
      screens.set(key, [...(screens.get(key) ?? []), chunk]);
    }
  }
  return screens;
}

interface LoadedFile {
  app: string;
  file: string;
  bytes: number;
  /** The largest modules inside, to name the culprit. */
  contents: string;
}

function describe_(chunk: StatsChunk | undefined): string {
  const modules = [...(chunk?.modules ?? [])].sort((a, b) => b.size - a.size).slice(0, 4);
  return modules
    .filter((m) => m.name)
    .map((m) => m.name!.replace(/^.*node_modules\//, ''))
    .join(', ');
}

function shellFiles(page: Page): LoadedFile[] {
  const stats = readJson<WebpackStats>(path.join(FRONTENDS, 'shell/build-report/stats.json'));
  const manifest = readJson<FederationManifest>(path.join(dist('shell'), 'mf-manifest.json'));
  const screens = lazyScreenChunks(stats);
  const allScreenChunks = new Set([...screens.values()].flat());
  const byId = new Map(stats.chunks.map((chunk) => [String(chunk.id), chunk]));
  const entry = (stats.namedChunkGroups.main?.chunks ?? []).map((id) => byId.get(String(id))!);
  const chunks = chunkClosure(stats, entry, allScreenChunks);
  for (const screen of page.shellScreens) {
    const found = screens.get(screen);
    if (!found)
      throw new Error(
        `${page.name}: no lazy chunk of the shell imports '${screen}' (lazy imports: ${[...screens.keys()].join(', ')})`,
      );
    for (const chunk of chunkClosure(stats, found, allScreenChunks)) chunks.add(chunk);
  }
  const files = new Map<string, StatsChunk | undefined>();
  for (const chunk of chunks)
    for (const file of chunk.files.filter((f) => f.endsWith('.js'))) files.set(file, chunk);
  // Shared packages the bootstrap consumes come from the shell's own provided copies (the
  // manifest lists their fallbacks too, which never load here).
  for (const shared of manifest.shared)
    for (const file of shared.assets.js.sync) {
      const chunk = stats.chunks.find((candidate) => candidate.files.includes(file));
      if (!files.has(file) && !(chunk && isSharedFallback(chunk))) files.set(file, chunk);
    }
  return [...files].map(([file, chunk]) => ({
    app: 'shell',
    file,
    bytes: compressedBytes('shell', file),
    contents: describe_(chunk),
  }));
}

/**
 * A remote's part of a page: its entry, the chunks its exposed module needs at once, and the
 * lazy screens the page names. The exposed module's other async chunks are its fallback copies
 * of shared packages (the shell's are used) or screens of other pages.
 */
function remoteFiles(page: Page, remote: NonNullable<Page['remote']>): LoadedFile[] {
  const manifest = readJson<FederationManifest>(path.join(dist(remote.app), 'mf-manifest.json'));
  const stats = readJson<WebpackStats>(path.join(FRONTENDS, remote.app, 'build-report/stats.json'));
  const expose = manifest.exposes.find((e) => e.path === remote.expose);
  if (!expose) throw new Error(`${page.name}: ${remote.app} exposes no ${remote.expose}`);
  const files = [manifest.metaData.remoteEntry.name, ...expose.assets.js.sync];
  const screens = lazyScreenChunks(stats);
  for (const screen of remote.screens ?? []) {
    const found = screens.get(screen);
    if (!found) throw new Error(`${page.name}: no lazy chunk of ${remote.app} imports '${screen}'`);
    files.push(...found.flatMap((chunk) => chunk.files.filter((f) => f.endsWith('.js'))));
  }
  return [...new Set(files)].map((file) => ({
    app: remote.app,
    file,
    bytes: compressedBytes(remote.app, file),
    contents: describe_(stats.chunks.find((chunk) => chunk.files.includes(file))),
  }));
}

const built = ['shell', 'landing', 'tenant-app'].every(
  (app) =>
    existsSync(path.join(dist(app), 'mf-manifest.json')) &&
    existsSync(path.join(FRONTENDS, app, 'build-report/stats.json')),
);

describe('page budgets of compressed JavaScript', () => {
  it('has a production build of the frontends to measure', () => {
    // `make test` builds before the unit layer; alone: npm run build:frontends.
    expect(built).toBe(true);
  });

  it.each(PAGES)('$name stays within $budgetKiB KiB', (page) => {
    if (!built) return;
    const files = [...shellFiles(page), ...(page.remote ? remoteFiles(page, page.remote) : [])];
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    const largest = [...files]
      .sort((a, b) => b.bytes - a.bytes)
      .map(
        (f) =>
          `  ${f.app}/${f.file}: ${(f.bytes / KiB).toFixed(1)} KiB (${f.contents || 'runtime'})`,
      )
      .join('\n');
    if (total > page.budgetKiB * KiB)
      throw new Error(
        `${page.name}: ${(total / KiB).toFixed(1)} KiB of compressed JavaScript, over its ` +
          `${page.budgetKiB} KiB budget. What it loads, largest first:\n${largest}`,
      );
    expect(total).toBeLessThanOrEqual(page.budgetKiB * KiB);
  });
});
