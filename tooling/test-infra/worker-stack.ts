/**
 * One whole stack per jest worker for the e2e layer. The first e2e file a worker runs starts
 * the stack (stack-process.ts) and records where it answers; every later file in that worker
 * reuses it, so the layer's time grows with its tests, not with its files. Files stay apart by
 * making their own tenants and users (support/journeys.ts), never by a stack of their own.
 *
 * The e2e global setup gives the run a folder (PORTICO_E2E_STACKS_DIR); the global teardown
 * stops every stack recorded there before PostgreSQL goes away.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { StackProcessOptions, StackReady } from './stack-main';
import { startStackProcess } from './stack-process';

export interface WorkerStack extends StackReady {
  pid: number;
}

function stacksDir(): string {
  const dir = process.env.PORTICO_E2E_STACKS_DIR;
  if (!dir) {
    throw new Error(
      'PORTICO_E2E_STACKS_DIR is not set: run this test in the e2e jest project, whose global ' +
        'setup (tooling/test-infra/jest-e2e-setup.ts) prepares the per-worker stacks',
    );
  }
  return dir;
}

/** This worker's stack, started on first use with `options` (later callers share it). */
export async function workerStack(
  options: Omit<StackProcessOptions, 'label'>,
): Promise<WorkerStack> {
  const worker = process.env.JEST_WORKER_ID ?? '1';
  const record = path.join(stacksDir(), `worker-${worker}.json`);
  if (existsSync(record)) {
    const running = JSON.parse(readFileSync(record, 'utf8')) as WorkerStack;
    if (isAlive(running.pid)) return running;
  }
  const started = await startStackProcess({ ...options, label: `e2e_w${worker}` });
  const running: WorkerStack = {
    url: started.url,
    kafkaBrokers: started.kafkaBrokers,
    dataDir: started.dataDir,
    addresses: started.addresses,
    internalTokenPrivateKey: started.internalTokenPrivateKey,
    operatorTokenPrivateKey: started.operatorTokenPrivateKey,
    serviceTokenPrivateKey: started.serviceTokenPrivateKey,
    inboundSmtpUrl: started.inboundSmtpUrl,
    pid: started.pid,
  };
  writeFileSync(record, JSON.stringify(running));
  return running;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const STOP_TIMEOUT_MS = 30_000;

/** Stops every worker's stack of this run and waits until each process is gone. */
export async function stopWorkerStacks(dir: string): Promise<void> {
  if (!existsSync(dir)) return;
  const pids = readdirSync(dir)
    .filter((file) => file.startsWith('worker-'))
    .map((file) => (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as WorkerStack).pid);
  for (const pid of pids) {
    if (isAlive(pid)) process.kill(pid, 'SIGTERM');
  }
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (pids.some(isAlive) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const pid of pids.filter(isAlive)) process.kill(pid, 'SIGKILL');
}
