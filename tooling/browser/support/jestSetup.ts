/**
 * The browser layer's global setup: the built frontends every stack serves, and a folder where
 * each jest worker records its one shared stack (support/sharedStack.ts).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureFrontendsBuilt } from './frontendsServer';

export default function globalSetup(): void {
  ensureFrontendsBuilt();
  process.env.PORTICO_BROWSER_STACKS_DIR = mkdtempSync(
    path.join(os.tmpdir(), 'portico-browser-stacks-'),
  );
}
