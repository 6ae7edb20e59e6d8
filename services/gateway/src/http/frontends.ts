import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { PageParts } from '@portico/rules';
import { remoteStartFiles } from './remoteStartFiles';
import { sendShellPage, shellTemplate } from './shellPage';

// Serves the built frontends in local mode (one origin for the API and the pages): the shell at
// / with a single-page fallback and each remote under /remotes/<name>/. The runtime manifest
// that tells the shell where the remotes live is part of the API (features/public/routes.ts), served in
// every mode, so one build runs locally and in the cluster.

export const REMOTE_NAMES = ['landing', 'tenant-app', 'super-console'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** `tenant-app` → `REMOTE_TENANT_APP_URL`: where the cluster points a remote somewhere else. */
export const remoteUrlVariable = (name: RemoteName) =>
  `REMOTE_${name.toUpperCase().replace(/-/g, '_')}_URL`;

export interface FrontendsOptions {
  /** Folder holding shell/, landing/, tenant-app/, super-console/ (each built into dist/ or flat). */
  frontendsDir: string;
  /** The host's parts of the shell's page (features/public/pageHead.ts); without it, the stubs. */
  pageParts?: (req: Request) => Promise<PageParts>;
  /** Told when the parts could not be had and the page went with its stubs. */
  onPagePartsFailed?: (error: unknown) => void;
}

export interface FrontendManifest {
  remotes: Record<RemoteName, string>;
  /**
   * For each remote this gateway serves from FRONTENDS_DIR: the files its exposed modules need
   * first, relative to its entry, which the shell preloads with the entry. A remote served
   * elsewhere is not listed (the shell then reads that remote's own mf-manifest.json).
   */
  preload?: Partial<Record<RemoteName, string[]>>;
  links: { bookDemo?: string };
  /** PRODUCT_DOMAIN: tenant subdomains live under it; the onboarding screen shows it. */
  productDomain?: string;
}

/** Built from the gateway's configuration (or any record of the same variables). */
export async function frontendManifest(
  env: Readonly<Record<string, unknown>>,
): Promise<FrontendManifest> {
  const setting = (name: string) => {
    const value = env[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const remotes = {} as Record<RemoteName, string>;
  const preload: Partial<Record<RemoteName, string[]>> = {};
  const frontendsDir = setting('FRONTENDS_DIR');
  for (const name of REMOTE_NAMES) {
    const moved = setting(remoteUrlVariable(name));
    remotes[name] = moved ?? `/remotes/${name}/remoteEntry.js`;
    if (moved || !frontendsDir) continue;
    const files = await remoteStartFiles(appDir(frontendsDir, name));
    if (files.length > 0) preload[name] = files;
  }
  const bookDemo = setting('BOOK_A_DEMO_URL');
  const productDomain = setting('PRODUCT_DOMAIN');
  // BOOK_A_DEMO_URL: where the landing page's 'Book a Demo' goes (the frontend has a default).
  return {
    remotes,
    ...(Object.keys(preload).length > 0 ? { preload } : {}),
    links: bookDemo ? { bookDemo } : {},
    ...(productDomain ? { productDomain } : {}),
  };
}

// Webpack names every asset except the entry points with a 12-character content hash.
const CONTENT_HASHED = /\.[0-9a-f]{12}\.[a-z0-9]+$/i;

/** What the build pre-compresses (frontends/webpack.shared.js): brotli first, then gzip. */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/i;
const PRECOMPRESSED = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

/** The file the client asked for, whatever encoding of it is on disk. */
const requestedName = (filePath: string) => path.basename(filePath).replace(/\.(br|gz)$/, '');

function setCacheHeaders(res: Response, filePath: string): void {
  if (CONTENT_HASHED.test(requestedName(filePath))) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    // index.html, remoteEntry.js and the mf-manifests name the hashed files of the current
    // build: always revalidated (with the ETag express.static sends).
    res.setHeader('Cache-Control', 'no-cache');
  }
}

/** For a pre-compressed file on disk: its encoding, and the type of the file it encodes. */
function setEncodingHeaders(res: Response, filePath: string): void {
  const variant = PRECOMPRESSED.find(({ suffix }) => filePath.endsWith(suffix));
  if (!variant) return;
  res.setHeader('Content-Encoding', variant.coding);
  res.type(path.extname(requestedName(filePath)));
}

function setHeaders(res: Response, filePath: string): void {
  setCacheHeaders(res, filePath);
  setEncodingHeaders(res, filePath);
}

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

/**
 * Which file answers `urlPath` under `dir` for this request: its brotli or gzip twin when the
 * client accepts that encoding and the build wrote one, else the file itself (or undefined
 * when it is not a compressible file or leaves `dir`).
 */
async function precompressedTwin(
  req: Request,
  dir: string,
  urlPath: string,
): Promise<string | undefined> {
  if (!COMPRESSIBLE.test(urlPath)) return undefined;
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = path.join(dir, path.normalize(relative));
  if (!file.startsWith(dir + path.sep)) return undefined;
  for (const { coding, suffix } of PRECOMPRESSED) {
    if (req.acceptsEncodings(coding) === coding && (await isFile(file + suffix)))
      return urlPath + suffix;
  }
  return undefined;
}

/**
 * Serves `dir` like express.static, choosing a pre-compressed twin of a text asset from
 * Accept-Encoding, with the cache headers of setCacheHeaders. Every compressible file varies by
 * Accept-Encoding, whether or not this client got an encoded copy.
 */
function staticWithPrecompressed(dir: string): RequestHandler {
  const serve = express.static(dir, { index: false, fallthrough: true, setHeaders });
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // Source maps are kept for error reports, not published (hidden-source-map builds).
    if (req.path.endsWith('.map')) return next();
    if (!COMPRESSIBLE.test(req.path)) return serve(req, res, next);
    res.vary('Accept-Encoding');
    precompressedTwin(req, dir, req.path).then((twin) => {
      if (twin) req.url = twin + req.url.slice(req.path.length);
      serve(req, res, next);
    }, next);
  };
}

function appDir(frontendsDir: string, app: string): string {
  const built = path.join(frontendsDir, app, 'dist');
  return path.resolve(existsSync(built) ? built : path.join(frontendsDir, app));
}

const hasFileExtension = (urlPath: string) => path.posix.basename(urlPath).includes('.');

export function frontendsRouter({
  frontendsDir,
  pageParts,
  onPagePartsFailed = () => undefined,
}: FrontendsOptions): express.Router {
  const router = express.Router();
  const shellDir = appDir(frontendsDir, 'shell');
  const template = shellTemplate(path.join(shellDir, 'index.html'));
  // The shell's page, with the host's head (shellPage.ts): for every page path, and for
  // /index.html itself, which must never go out with its includes unresolved.
  const shellPage: RequestHandler = (req, res, next) => {
    template()
      .then((page) => sendShellPage(req, res, page, pageParts, onPagePartsFailed))
      .catch(next);
  };

  for (const name of REMOTE_NAMES) {
    router.use(`/remotes/${name}`, staticWithPrecompressed(appDir(frontendsDir, name)));
  }
  // A missing remote file is a 404, never the shell's HTML (which would fail as a script).
  router.use('/remotes', (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });

  router.get('/index.html', shellPage);
  router.use(staticWithPrecompressed(shellDir));

  // Single-page fallback: any page path that is not the API and not a file gets the shell.
  router.use((req, res, next) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      req.path.startsWith('/api/') ||
      req.path === '/api'
    )
      return next();
    if (hasFileExtension(req.path)) return next();
    shellPage(req, res, next);
  });

  return router;
}
