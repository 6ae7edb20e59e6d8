import { rmSync } from 'node:fs';
import { stopTestInfrastructure } from './infrastructure';
import { stopWorkerStacks } from './worker-stack';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env.PORTICO_E2E_STACKS_DIR;
  if (dir) {
    // The stacks hold connections to the harness PostgreSQL: they go first.
    await stopWorkerStacks(dir);
    rmSync(dir, { recursive: true, force: true });
    delete process.env.PORTICO_E2E_STACKS_DIR;
  }
  await stopTestInfrastructure();
}
