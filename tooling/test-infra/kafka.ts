/**
 * Starts a Kafka-protocol broker for tests: librdkafka's in-memory mock cluster, hosted by a
 * tiny C launcher (kafka-mock/kafka-mock.c) that is compiled with gcc on first use and again
 * whenever its source is newer than the binary. No Kafka package exists on our machines; this
 * gives kafkajs a real TCP broker (produce, idempotent producer, consumer groups, fetch, offset
 * commits; topics auto-create on first use, `admin.createTopics` is not supported).
 *
 * Each call starts a private broker, so a test that takes its broker down (`down()` / `up()`)
 * or has it refuse a request (`failNext()`) never disturbs other files sharing the run-wide
 * one. The broker keeps its address across an outage, so clients reconnect to it as they
 * would to a real broker coming back.
 *
 * Consumer groups on the mock (librdkafka 2.0.2, Debian's): the first member of an empty group
 * joins after a fixed 3 s (the mock's stand-in for group.initial.rebalance.delay.ms, which it
 * does not let anyone change); any later rebalance waits until every known member rejoined or
 * for session.timeout − 1 s. Tests therefore give their consumers a short session timeout
 * (a few seconds) rather than the production 30 s. The launcher also names broker 1 as the
 * controller, which the mock leaves unset and kafkajs' idempotent producer needs.
 *
 * The mock does not implement the group admin calls (ListGroups, DescribeGroups, DeleteGroups
 * answer "not supported"). With `kafka4` it refuses the protocol versions Kafka 4.0 removed.
 */
import { spawn, execFileSync, type ChildProcessByStdio } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import type { Socket } from 'node:net';
import * as path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

export interface RunningKafka {
  /** `host:port` bootstrap list for KAFKA_BROKERS / kafkajs `brokers`. */
  brokers: string;
  stop(): Promise<void>;
  /** For `process.on('exit')`: signals the broker without waiting. */
  stopSync(): void;
}

export interface ControllableKafka extends RunningKafka {
  /** The broker drops every connection and refuses new ones until `up()`. */
  down(): Promise<void>;
  up(): Promise<void>;
  /** The broker answers the next request with this API key with this error code, once. */
  failNext(apiKey: number, errorCode: number): Promise<void>;
}

/**
 * The launcher's C source lives beside this file in the source tree; run compiled (from
 * tooling/dist, e.g. by the benchmark) this module finds it there too. The binary is built
 * into the source tree's git-ignored bin/ either way, so every caller shares one build.
 */
const TEST_INFRA_DIR = [__dirname, path.resolve(__dirname, '..', '..', 'test-infra')].find((dir) =>
  existsSync(path.join(dir, 'kafka-mock', 'kafka-mock.c')),
);
if (!TEST_INFRA_DIR) throw new Error(`kafka-mock source not found near ${__dirname}`);
const SOURCE_DIR = path.join(TEST_INFRA_DIR, 'kafka-mock');
const BINARY = path.join(TEST_INFRA_DIR, 'bin', 'kafka-mock');
const START_TIMEOUT_MS = 10_000;
const COMMAND_TIMEOUT_MS = 5_000;
const STOP_TIMEOUT_MS = 5_000;

function modifiedAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

/** Compiles the launcher when it is missing or older than its source or build script. */
export function ensureKafkaMockBuilt(): string {
  const sources = ['kafka-mock.c', 'build.sh'].map((f) => modifiedAt(path.join(SOURCE_DIR, f)));
  if (modifiedAt(BINARY) < Math.max(...sources)) {
    execFileSync('sh', [path.join(SOURCE_DIR, 'build.sh'), BINARY], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  }
  return BINARY;
}

type Launcher = ChildProcessByStdio<Writable, Readable, null>;

/** Hands out the launcher's stdout lines one at a time to whoever waits for the next one. */
function lineReader(child: Launcher) {
  const buffered: string[] = [];
  const waiting: Array<(line: string | null) => void> = [];
  let closed = false;
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else buffered.push(line);
  });
  lines.on('close', () => {
    closed = true;
    for (const next of waiting.splice(0)) next(null);
  });

  return (what: string, timeoutMs: number): Promise<string> =>
    new Promise((resolve, reject) => {
      const ready = buffered.shift();
      if (ready !== undefined) return resolve(ready);
      if (closed) return reject(new Error(`kafka-mock exited before ${what}`));
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(deliver), 1);
        reject(new Error(`kafka-mock did not answer ${what} within ${timeoutMs} ms`));
      }, timeoutMs);
      const deliver = (line: string | null) => {
        clearTimeout(timer);
        if (line === null) reject(new Error(`kafka-mock exited before ${what}`));
        else resolve(line);
      };
      waiting.push(deliver);
    });
}

export interface KafkaOptions {
  /**
   * An IPv4 address of this machine to listen and advertise on instead of 127.0.0.1, for
   * clients in containers on a bridge network (the chart boot test).
   */
  listen?: string;
  /**
   * Accept only the protocol versions Apache Kafka 4.0 still serves (KIP-896 removed the
   * older ones); an older request closes the connection, as on a Kafka 4 broker.
   */
  kafka4?: boolean;
}

export async function startKafka(options: KafkaOptions = {}): Promise<ControllableKafka> {
  const binary = ensureKafkaMockBuilt();
  const args = [
    ...(options.listen ? ['--listen', options.listen] : []),
    ...(options.kafka4 ? ['--kafka4'] : []),
  ];
  const child: Launcher = spawn(binary, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  // The broker must never keep a test process alive on its own; when this process dies its
  // stdin closes and the launcher exits, so nothing is left behind either way.
  child.unref();
  (child.stdin as Writable & Partial<Socket>).unref?.();
  (child.stdout as Readable & Partial<Socket>).unref?.();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const nextLine = lineReader(child);

  let brokers: string;
  try {
    brokers = await nextLine('its bootstrap address', START_TIMEOUT_MS);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }

  // One command at a time: answers come back in order on stdout.
  let queue: Promise<unknown> = Promise.resolve();
  const command = (name: string) => {
    const run = queue.then(async () => {
      child.stdin.write(`${name}\n`);
      const answer = await nextLine(`"${name}"`, COMMAND_TIMEOUT_MS);
      if (answer !== `ok ${name}`) throw new Error(`kafka-mock refused "${name}": ${answer}`);
    });
    queue = run.catch(() => undefined);
    return run;
  };

  return {
    brokers,
    down: () => command('down'),
    up: () => command('up'),
    failNext: (apiKey, errorCode) => command(`fail ${apiKey} ${errorCode}`),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.stdin.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
    stopSync() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    },
  };
}
