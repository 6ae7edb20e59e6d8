/**
 * What the entry starts before its first import(): the runtime manifest for every page, and the
 * entry and exposed chunks of the remote that renders the page: the landing remote on the
 * landing page, and for someone signed in the dashboards' remote (the tenant app) on a
 * dashboard. Left to the bootstrap, each waits for the bootstrap chunks to download and run,
 * then for the one before it: manifest → remoteEntry.js → exposed chunk, three round trips in a
 * row on the critical path of the page's largest paint (on the dashboards, behind the session's
 * renewal and the layout too). The runtime manifest names a served remote's exposed chunks, so
 * they leave with its remoteEntry.js. An inline script in the HTML would start sooner, but the
 * page's CSP allows no inline script. *
 * Runs before the federation runtime has negotiated the shared singletons, so it imports
 * nothing at run time (types only; the shell's own chunks through webpack's import()) and talks
 * to the network with plain fetch.
 */
import type { ApiAnswer, RemoteName } from '@portico/frontend-kit';
import { startSession } from './earlySession';

export type FrontendManifest = ApiAnswer<'get', '/api/public/frontend-manifest'>;

const MANIFEST_PATH = '/api/public/frontend-manifest';
const defaultEntry = (remote: RemoteName) => `/remotes/${remote}/remoteEntry.js`;

/**
 * The part of a remote's mf-manifest.json that names the chunks of what it exposes (the
 * federation plugin always writes these lists; a file without them fails the preload only).
 */
interface RemoteBuildManifest {
  exposes: { assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

let manifest: Promise<FrontendManifest> | undefined;

/** The runtime manifest, fetched once per page. */
export function frontendManifest(): Promise<FrontendManifest> {
  // No Accept header: the gateway answers JSON, and the entry's bytes count on every page.
  manifest ??= fetch(MANIFEST_PATH).then(async (response) => {
    if (!response.ok) throw new Error(`frontend manifest answered ${response.status}`);
    return (await response.json()) as FrontendManifest;
  });
  return manifest;
}

function preload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.appendChild(link);
}

/**
 * Puts a content-hashed file (cached for a year) in the HTTP cache, where the runtime's script
 * or stylesheet tag finds it. Not a preload: Chromium hands a preloaded answer to the next tag
 * that asks for it even when it failed, so a remote that was down when the page opened failed
 * again on "Try again"; a failed fetch is not cached.
 */
const warm = (href: URL) =>
  fetch(href)
    .then((response) => response.blob())
    .catch(() => undefined);

/** The chunks a remote's exposed modules need, as the build manifest beside its entry names them. */
async function buildStartFiles(entry: URL): Promise<string[]> {
  const response = await fetch(new URL('mf-manifest.json', entry));
  const build = (await response.json()) as RemoteBuildManifest;
  return build.exposes.flatMap(({ assets }) => [...assets.js.sync, ...assets.css.sync]);
}

/**
 * Preloads a remote's entry and fetches the chunks its exposed modules need. The gateway lists
 * those chunks in the runtime manifest for a remote it serves, so they are asked for with the
 * entry; for a remote served elsewhere they come from the remote's build manifest, a round trip
 * later. A failure only loses the head start: the federation runtime loads the same files itself
 * a moment later.
 */
async function preloadRemote(remote: RemoteName): Promise<void> {
  const runtime = await frontendManifest().catch(() => undefined);
  const entry = new URL(runtime?.remotes[remote] ?? defaultEntry(remote), location.href);
  preload(entry.href);
  for (const file of runtime?.preload?.[remote] ?? (await buildStartFiles(entry)))
    void warm(new URL(file, entry));
}

/** The kit's COLOR_SCHEME_STORAGE_KEY (a test keeps the two the same). */
export const COLOR_SCHEME_KEY = 'portico.theme';

/**
 * The person's light or dark pick on <html> before anything paints (the kit's colorScheme.ts
 * keeps it up to date after), so a dark page never flashes light.
 */
function applyColorScheme(): void {
  try {
    const choice = localStorage.getItem(COLOR_SCHEME_KEY);
    if (choice === 'light' || choice === 'dark') document.documentElement.dataset.theme = choice;
  } catch {
    // Storage refused: the system's scheme applies.
  }
}

/**
 * The gateway's readable companion of the refresh cookie (the kit's auth/sessionHint.ts, which
 * this module may not import before the shared packages are negotiated): without it a guarded
 * route ends on the sign-in page, and its remote would be downloaded for nothing.
 */
const signedIn = () =>
  document.cookie.split(';').some((pair) => pair.trim().startsWith('portico_session='));

/**
 * The remote of the dashboards, the pages a signed-in person opens first. The full route table
 * is the kit's screen registry, a shared module this entry may not import before the shared
 * packages are negotiated, so only the dashboards' prefix is known here.
 */
const guardedRemote = (pathname: string): RemoteName | undefined =>
  pathname.startsWith('/dashboard/') ? 'tenant-app' : undefined;

/**
 * The guarded routes, the shell's chunk that a signed-in dashboard renders first and that
 * starts the dashboard's layout (routing/GuardedRoutes.tsx). Left to the bootstrap it was asked
 * for only once the bootstrap had downloaded and run, and the layout once it had run: on the
 * throttled phone of `make bench-pages` the layout, whose banner is the admin dashboard's
 * largest paint, arrived 0.5 s after the session (bench/README.md, "Pages"). import() is
 * webpack's: the federation runtime loads the shared packages it needs first, as for the
 * bootstrap. The shell's router loads the chunk through this one import() too, so that webpack
 * makes one chunk of it.
 */
export const loadGuardedRoutes = () => import('../routing/GuardedRoutes');

let preloaded: RemoteName | undefined;

/** The remote whose files startEarly preloaded for this page, if any. */
export const preloadedRemote = (): RemoteName | undefined => preloaded;

/**
 * How long a signed-in dashboard's bootstrap waits for the session's /api/me to be sent (a
 * renewal that hangs must not leave the page blank).
 */
const SESSION_WAIT_MS = 1500;

/**
 * Starts the page's network work. Resolves when the bootstrap may run: at once, except on a
 * signed-in dashboard, which draws nothing before /api/me answers. There the bootstrap waits
 * until /api/me has been sent: on the throttled phone of `make bench-pages` the renewal's answer
 * was otherwise handled after react-dom's evaluation, the main thread's longest task, and
 * /api/me left 0.3-0.6 s after it (bench/README.md, "Pages"). Its files download meanwhile.
 */
export function startEarly(): Promise<unknown> {
  applyColorScheme();
  const session = signedIn();
  // Every page renews a session it holds at start-up (the kit's AuthProvider): start it now.
  const sent = session ? startSession() : undefined;
  void frontendManifest().catch(() => undefined);
  const dashboard = session ? guardedRemote(location.pathname) : undefined;
  const remote = location.pathname === '/' ? 'landing' : dashboard;
  preloaded = remote;
  if (remote) void preloadRemote(remote).catch(() => undefined);
  if (!dashboard) return Promise.resolve();
  // Its guarded routes, and from them its layout.
  void loadGuardedRoutes().catch(() => null);
  return Promise.race([sent, new Promise((resolve) => setTimeout(resolve, SESSION_WAIT_MS))]);
}
