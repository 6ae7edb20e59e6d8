/**
 * The browser layer's global setup: the built frontends every stack serves, and a folder where
 * each jest worker records its one shared stack (support/sharedStack.ts), with the run's
 * certificate authority in it (sharedCa(): the stacks' certificate probe trusts it from start).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureFrontendsBuilt } from './frontendsServer';

export default function globalSetup(): void {
  ensureFrontendsBuilt();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portico-browser-stacks-'));
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', 'ca.key', '-out', 'ca.pem', '-days', '365', '-subj', '/CN=Browser Test CA'],
    ],
    { cwd: dir, stdio: 'pipe' },
  );
  process.env.PORTICO_BROWSER_STACKS_DIR = dir;
}
