/**
 * The e2e layer's global setup: the harness PostgreSQL (shared with the integration layer when
 * both run) and a folder where each jest worker records its one stack (worker-stack.ts).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestInfrastructure } from './infrastructure';

export default async function globalSetup(): Promise<void> {
  await startTestInfrastructure();
  process.env.PORTICO_E2E_STACKS_DIR = mkdtempSync(path.join(os.tmpdir(), 'portico-e2e-stacks-'));
}
