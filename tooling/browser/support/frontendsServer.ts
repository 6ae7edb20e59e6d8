/**
 * The built frontends the browser tests load through the real gateway (support/stackProcess.ts
 * serves them from FRONTENDS_DIR, as `make up` does).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

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
