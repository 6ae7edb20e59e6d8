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
import { freePort, freeUdpPort } from './ports';
import type { StackProcessOptions, StackReady } from './stack-main';
import { startStackProcess } from './stack-process';

export interface WorkerStack<Peer extends string = string> extends StackReady {
  pid: number;
  /** Where the stack expects each peer (`smtp`, `dns`, ...): a file starts the peer there. */
  peerPorts: Record<Peer, number>;
}

export interface WorkerStackOptions<Peer extends string> extends Omit<
  StackProcessOptions,
  'label' | 'env'
> {
  /**
   * The doubles the stack talks to and a file starts when it needs one, each with the protocol
   * it listens on: the OS picks each one's port when the stack starts, recorded with it, never
   * a fixed one (ports.ts says why).
   */
  peers?: Record<Peer, 'tcp' | 'udp'>;
  /** The stack's variables, given the peers' ports. */
  env: (peerPorts: Record<Peer, number>) => Record<string, string>;
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
export async function workerStack<Peer extends string>(
  options: WorkerStackOptions<Peer>,
): Promise<WorkerStack<Peer>> {
  const worker = process.env.JEST_WORKER_ID ?? '1';
  const record = path.join(stacksDir(), `worker-${worker}.json`);
  if (existsSync(record)) {
    const running = JSON.parse(readFileSync(record, 'utf8')) as WorkerStack<Peer>;
    if (isAlive(running.pid)) return running;
  }
  const { peers = {} as Record<Peer, 'tcp' | 'udp'>, env, ...rest } = options;
  const peerPorts = {} as Record<Peer, number>;
  for (const [peer, protocol] of Object.entries(peers) as [Peer, 'tcp' | 'udp'][])
    peerPorts[peer] = protocol === 'udp' ? await freeUdpPort() : await freePort();
  const started = await startStackProcess({
    ...rest,
    env: env(peerPorts),
    label: `e2e_w${worker}`,
  });
  const running: WorkerStack<Peer> = {
    url: started.url,
    kafkaBrokers: started.kafkaBrokers,
    dataDir: started.dataDir,
    addresses: started.addresses,
    internalTokenPrivateKey: started.internalTokenPrivateKey,
    operatorTokenPrivateKey: started.operatorTokenPrivateKey,
    serviceTokenPrivateKey: started.serviceTokenPrivateKey,
    inboundSmtpUrl: started.inboundSmtpUrl,
    pid: started.pid,
    peerPorts,
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
