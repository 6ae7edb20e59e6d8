import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type Express from 'express';
import { PLAN_CATALOG } from '../../../services/billing/src/domain/plan-catalog';
import { toPlanMessage } from '../../../services/billing/src/grpc/plans';
import { frontendManifest, frontendsRouter } from '../../../services/gateway/src/http/frontends';
import { toPublicPlan } from '../../../services/gateway/src/routes/public';

// The gateway's own express 5, which frontendsRouter is written for (the root holds express 4).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const express = require('../../../services/gateway/node_modules/express') as typeof Express;

export const FRONTENDS_DIR = path.resolve(__dirname, '../../../frontends');
const APPS = ['shell', 'landing', 'tenant-app', 'super-console'];

/** Builds (production) any frontend whose dist is missing, so the layer runs on a fresh clone. */
export function ensureFrontendsBuilt(): void {
  for (const app of APPS) {
    if (
      existsSync(
        path.join(FRONTENDS_DIR, app, 'dist', app === 'shell' ? 'index.html' : 'remoteEntry.js'),
      )
    )
      continue;
    execFileSync(
      process.execPath,
      [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'],
      {
        cwd: path.join(FRONTENDS_DIR, app),
        stdio: 'inherit',
      },
    );
  }
}

export interface FrontendsServer {
  url: string;
  /** Makes a remote answer 503 (down) or serve again (up). */
  setRemoteDown(name: string, down: boolean): void;
  stop(): Promise<void>;
}

/** The built frontends served exactly as the gateway serves them, with no API behind. */
export async function startFrontendsServer(): Promise<FrontendsServer> {
  const down = new Set<string>();
  const app = express();
  app.use('/remotes/:name', (req, res, next) =>
    down.has(req.params.name) ? res.status(503).send('Service Unavailable') : next(),
  );
  // The two public reads the pages make before anyone signs in, answered by the same code the
  // gateway and billing use, so the pages render as they do in the product.
  app.get('/api/public/frontend-manifest', (_req, res) => void res.json(frontendManifest({})));
  app.get('/api/public/plans', (_req, res) => {
    const plans = PLAN_CATALOG.map((plan) => toPublicPlan(toPlanMessage(plan, {})));
    res.json({ plans });
  });
  app.use(frontendsRouter({ frontendsDir: FRONTENDS_DIR }));
  app.use('/api', (_req, res) => res.status(404).json({ error: 'Not found', code: 'not_found' }));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setRemoteDown: (name, isDown) => (isDown ? down.add(name) : down.delete(name)),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
