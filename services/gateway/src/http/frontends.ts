import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Response } from 'express';

// Serves the built frontends in local mode (one origin for the API and the pages): the shell at
// / with a single-page fallback and each remote under /remotes/<name>/. The runtime manifest
// that tells the shell where the remotes live is part of the API (routes/public.ts), served in
// every mode, so one build runs locally and in the cluster.

export const REMOTE_NAMES = ['landing', 'tenant-app', 'super-console'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** `tenant-app` → `REMOTE_TENANT_APP_URL`: where the cluster points a remote somewhere else. */
export const remoteUrlVariable = (name: RemoteName) =>
  `REMOTE_${name.toUpperCase().replace(/-/g, '_')}_URL`;

export interface FrontendsOptions {
  /** Folder holding shell/, landing/, tenant-app/, super-console/ (each built into dist/ or flat). */
  frontendsDir: string;
}

export interface FrontendManifest {
  remotes: Record<RemoteName, string>;
  links: { bookDemo?: string };
  /** PRODUCT_DOMAIN: tenant subdomains live under it; the onboarding screen shows it. */
  productDomain?: string;
}

/** Built from the gateway's configuration (or any record of the same variables). */
export function frontendManifest(env: Readonly<Record<string, unknown>>): FrontendManifest {
  const setting = (name: string) => {
    const value = env[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    remotes[name] = setting(remoteUrlVariable(name)) ?? `/remotes/${name}/remoteEntry.js`;
  }
  const bookDemo = setting('BOOK_A_DEMO_URL');
  const productDomain = setting('PRODUCT_DOMAIN');
  // BOOK_A_DEMO_URL: where the landing page's 'Book a Demo' goes (the frontend has a default).
  return {
    remotes,
    links: bookDemo ? { bookDemo } : {},
    ...(productDomain ? { productDomain } : {}),
  };
}

// Webpack names every asset except the entry points with a 12-character content hash.
const CONTENT_HASHED = /\.[0-9a-f]{12}\.[a-z0-9]+(\.map)?$/i;

function cacheHeaders(res: Response, filePath: string): void {
  if (CONTENT_HASHED.test(path.basename(filePath))) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    // index.html and remoteEntry.js name the hashed files of the current build: always revalidate.
    res.setHeader('Cache-Control', 'no-cache');
  }
}

function appDir(frontendsDir: string, app: string): string {
  const built = path.join(frontendsDir, app, 'dist');
  return existsSync(built) ? built : path.join(frontendsDir, app);
}

const hasFileExtension = (urlPath: string) => path.posix.basename(urlPath).includes('.');

export function frontendsRouter({ frontendsDir }: FrontendsOptions): express.Router {
  const router = express.Router();
  const shellDir = appDir(frontendsDir, 'shell');
  const staticOptions = { index: false, fallthrough: true, setHeaders: cacheHeaders };

  for (const name of REMOTE_NAMES) {
    router.use(`/remotes/${name}`, express.static(appDir(frontendsDir, name), staticOptions));
  }
  // A missing remote file is a 404, never the shell's HTML (which would fail as a script).
  router.use('/remotes', (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });

  router.use(express.static(shellDir, staticOptions));

  // Single-page fallback: any page path that is not the API and not a file gets the shell.
  router.use((req, res, next) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      req.path.startsWith('/api/') ||
      req.path === '/api'
    )
      return next();
    if (hasFileExtension(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(shellDir, 'index.html'), (error) => {
      if (error) next(error);
    });
  });

  return router;
}
