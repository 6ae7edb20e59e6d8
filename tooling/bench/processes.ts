/**
 * The measured stack as separate processes: each service runs
 * `node services/<name>/dist/main.js` and the gateway `node services/gateway/dist/main.js`,
 * exactly as they run in a pod, so /proc gives each one's own CPU and memory (one process
 * for everything would blend them). Baseline servers run the same way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../test-infra/ports';
import { SERVICE_NAMES, type ServiceName } from '@portico/kit';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

export interface ProcessOptions {
  /** Where each process's stdout/stderr (and CPU profiles) go. */
  logDir: string;
  /** Write a V8 CPU profile per process on exit (`node --cpu-prof`). */
  cpuProfileDir?: string;
  /** KAFKA_FETCH_MAX_WAIT_MS of the services and the gateway (--fetch-wait-ms). */
  fetchWaitMs?: number;
}

export interface BenchProcess {
  name: string;
  pid: number;
  stop(): Promise<void>;
  /**
   * Opens the process's inspector (SIGUSR1) and answers its WebSocket address; only for a
   * process started `inspectable` (inspector.ts).
   */
  inspector?(): Promise<string>;
}

const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

/** Starts `node <script>` and resolves once `readyUrl` answers 200. */
export async function startNodeProcess(
  name: string,
  script: string,
  env: Record<string, string>,
  readyUrl: string,
  options: ProcessOptions & { inspectable?: boolean },
): Promise<BenchProcess> {
  mkdirSync(options.logDir, { recursive: true });
  const logFile = path.join(options.logDir, `${name}.log`);
  const log = createWriteStream(logFile);
  const nodeArgs = options.cpuProfileDir
    ? [
        '--cpu-prof',
        `--cpu-prof-dir=${options.cpuProfileDir}`,
        `--cpu-prof-name=${name}.cpuprofile`,
      ]
    : [];
  // Where the inspector listens once SIGUSR1 opens it: loopback, a free port. Closed until then.
  if (options.inspectable) nodeArgs.push('--inspect-port=127.0.0.1:0');
  // The Makefile exports NODE_OPTIONS for jest; a deployed process runs without it.
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, script], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let inspectorUrl: Promise<string> | undefined;
  const inspector = () =>
    (inspectorUrl ??= new Promise<string>((resolve, reject) => {
      let seen = '';
      const timer = setTimeout(
        () => reject(new Error(`${name}'s inspector did not open:\n${tail(logFile)}`)),
        10_000,
      );
      child.stderr?.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        const url = /Debugger listening on (ws:\/\/\S+)/.exec(seen)?.[1];
        if (!url) return;
        clearTimeout(timer);
        resolve(url);
      });
      child.kill('SIGUSR1');
    }));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let exitedEarly = false;
  void exited.then(() => (exitedEarly = true));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exitedEarly) throw new Error(`${name} exited during start-up:\n${tail(logFile)}`);
    const ok = await fetch(readyUrl)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `${name} not ready at ${readyUrl} after ${READY_TIMEOUT_MS} ms:\n${tail(logFile)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    name,
    pid: child.pid as number,
    stop,
    ...(options.inspectable ? { inspector } : {}),
  };
}

export interface RunningPortico {
  url: string;
  processes: BenchProcess[];
  stop(): Promise<void>;
}

const serviceScript = (name: ServiceName | 'gateway') =>
  path.join(REPO_ROOT, 'services', name, 'dist', 'main.js');

/** Starts every service, then the gateway in front of them. */
export async function startPortico(
  databaseUrls: Record<ServiceName, string>,
  kafkaBrokers: string,
  options: ProcessOptions,
): Promise<RunningPortico> {
  const started: BenchProcess[] = [];
  const stopAll = async () => {
    // Gateway first, as in a rolling shutdown: nothing calls a service after it stops.
    for (const proc of [...started].reverse()) await proc.stop();
  };
  const common = {
    LOG_LEVEL: 'warn',
    KAFKA_BROKERS: kafkaBrokers,
    // --fetch-wait-ms: the bench's broker (librdkafka's mock) holds an empty fetch for its
    // whole wait even when an event arrives meanwhile, where Kafka answers at once
    // (bench/README.md, "Messages").
    ...(options.fetchWaitMs ? { KAFKA_FETCH_MAX_WAIT_MS: String(options.fetchWaitMs) } : {}),
    SHUTDOWN_GRACE_MS: '3000',
  };
  try {
    const addresses: Record<string, string> = {};
    const ports: Partial<Record<ServiceName, [number, number]>> = {};
    // Every address first: a service is told those of the services it calls (messaging's
    // TENANCY_ADDR, ...), which start beside it.
    for (const name of SERVICE_NAMES) {
      ports[name] = [await freePort(), await freePort()];
      addresses[`${name.toUpperCase()}_ADDR`] = `127.0.0.1:${ports[name]![0]}`;
    }
    // Every start settles before a failure is thrown, so a service still coming up when another
    // failed (a port taken meanwhile) is in `started` and stopped below, not left running.
    const starting = await Promise.allSettled(
      SERVICE_NAMES.map(async (name) => {
        const [grpcPort, httpPort] = ports[name]!;
        // Content's upload/download listener, which the gateway streams file bytes to.
        const uploads: Record<string, string> = {};
        if (name === 'content') {
          const uploadPort = await freePort();
          uploads.UPLOAD_PORT = String(uploadPort);
          addresses.CONTENT_UPLOAD_URL = `http://127.0.0.1:${uploadPort}`;
        }
        // Messaging's inbound mail listener on a free port (make up may hold 2525).
        if (name === 'messaging') {
          uploads.INBOUND_SMTP_PORT = String(await freePort());
          uploads.INBOUND_SMTP_HOST = '127.0.0.1';
        }
        const proc = await startNodeProcess(
          name,
          serviceScript(name),
          {
            ...common,
            GRPC_HOST: '127.0.0.1',
            GRPC_PORT: String(grpcPort),
            HTTP_PORT: String(httpPort),
            DATABASE_URL: databaseUrls[name],
            // Local blobs (content); every database is PostgreSQL here.
            DATA_DIR: path.join(path.dirname(options.logDir), 'service-data'),
            ...addresses,
            ...uploads,
          },
          `http://127.0.0.1:${httpPort}/readyz`,
          options,
        );
        started.push(proc);
        return proc;
      }),
    );
    const failed = starting.find((start) => start.status === 'rejected');
    if (failed) throw failed.reason;
    const services = starting.map((start) => (start as PromiseFulfilledResult<BenchProcess>).value);
    const port = await freePort();
    const gateway = await startNodeProcess(
      'gateway',
      serviceScript('gateway'),
      {
        ...common,
        ...addresses,
        HOST: '127.0.0.1',
        PORT: String(port),
        // Each simulated client sends its own X-Forwarded-For, so per-address rate limits see
        // many clients as they would behind an ingress, not one loopback address.
        TRUST_PROXY: '1',
      },
      `http://127.0.0.1:${port}/api/healthz`,
      // The live streams' memory is read after a full collection (inspector.ts).
      { ...options, inspectable: true },
    );
    started.push(gateway);
    return {
      url: `http://127.0.0.1:${port}`,
      processes: [gateway, ...services],
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
