import { rmSync } from 'node:fs';
import { stopSharedStacks } from './sharedStack';

/** The browser layer's global teardown: every worker's shared stack stops with the run. */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.PORTICO_BROWSER_STACKS_DIR;
  if (!dir) return;
  await stopSharedStacks(dir);
  rmSync(dir, { recursive: true, force: true });
  delete process.env.PORTICO_BROWSER_STACKS_DIR;
}
