/** The command line of `make bench` (BENCH_FLAGS="..."), with defaults sized for ~5 min on 2 cores. */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REFRESH_SESSIONS_PER_CONNECTION } from './scenarios';

export interface BenchOptions {
  tenants: number;
  users: number;
  readers: number;
  seconds: number;
  warmup: number;
  connections: number;
  rate: number;
  openLoopSeconds: number;
  soakSeconds: number;
  idleSeconds: number;
  /** Live streams held open for the stream measurements (streams.ts); 0 skips them. */
  streams: number;
  messageRate: number;
  /** The messaging workspace's size for the inbox, thread and search reads (messaging.ts). */
  conversations: number;
  messagesEach: number;
  only?: string;
  cpuProf: boolean;
  /** The scheduling priority (nice) the bench and everything it starts run at. */
  nice: number;
  /** KAFKA_FETCH_MAX_WAIT_MS of every process; unset: the product's default. */
  fetchWaitMs?: number;
  out: string;
}

export const USAGE = `make bench [BENCH_FLAGS="..."]  (or node tooling/dist/bench/main.js ...)
  --tenants N            workspaces created through the API (default 50)
  --users N              members seeded over them (default 5000)
  --readers N            signed-in members the authenticated reads rotate through (default 50)
  --seconds N            length of each closed-loop run (default 10)
  --warmup N             unmeasured seconds before each run (default 10)
  --connections N        concurrent connections of closed-loop runs (default 20)
  --rate N               offered load of the open-loop GET /api/me run, req/s (default 300)
  --open-loop-seconds N  length of that run (default 30)
  --soak-seconds N       length of the memory-growth run (default 60)
  --idle-seconds N       idle CPU window before any load, 0 to skip (default 30)
  --streams N            live streams held open (memory, idle CPU, delivery), 0 to skip (default 1000)
  --message-rate N       messages a second posted while they are open (default 100)
  --conversations N      conversations of the workspace the message reads use (default 10000)
  --messages-each N      messages in each of them (default 100: a million in all)
  --only TEXT[,TEXT]     run only scenarios whose name contains one of the TEXTs (baselines always run)
  --cpu-prof             write a V8 CPU profile per process to <out>/profiles
  --nice N               priority of the bench and all it starts (default -5; 0 to leave it)
  --fetch-wait-ms N      KAFKA_FETCH_MAX_WAIT_MS of every process (default: the product's 1000).
                         The test broker holds an empty fetch for the whole wait even when an
                         event arrives, where Kafka answers at once; 100 shows delivery nearer
                         Kafka's, and that run's idle CPU counts the extra empty fetches
  --out DIR              where reports go (default bench/results)`;

export function parseOptions(argv: string[], repoRoot: string): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      tenants: { type: 'string', default: '50' },
      users: { type: 'string', default: '5000' },
      readers: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '10' },
      connections: { type: 'string', default: '20' },
      rate: { type: 'string', default: '300' },
      'open-loop-seconds': { type: 'string', default: '30' },
      'soak-seconds': { type: 'string', default: '60' },
      'idle-seconds': { type: 'string', default: '30' },
      streams: { type: 'string', default: '1000' },
      'message-rate': { type: 'string', default: '100' },
      conversations: { type: 'string', default: '10000' },
      'messages-each': { type: 'string', default: '100' },
      only: { type: 'string' },
      'cpu-prof': { type: 'boolean', default: false },
      nice: { type: 'string', default: '-5' },
      'fetch-wait-ms': { type: 'string' },
      out: { type: 'string', default: path.join(repoRoot, 'bench', 'results') },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const count = (name: string, text: string, min: number) => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer ≥ ${min}`);
    return n;
  };
  const options: BenchOptions = {
    tenants: count('tenants', values.tenants, 1),
    users: count('users', values.users, 1),
    readers: count('readers', values.readers, 1),
    seconds: count('seconds', values.seconds, 1),
    warmup: count('warmup', values.warmup, 0),
    connections: count('connections', values.connections, 1),
    rate: count('rate', values.rate, 1),
    openLoopSeconds: count('open-loop-seconds', values['open-loop-seconds'], 1),
    soakSeconds: count('soak-seconds', values['soak-seconds'], 10),
    idleSeconds: count('idle-seconds', values['idle-seconds'], 0),
    streams: count('streams', values.streams, 0),
    messageRate: count('message-rate', values['message-rate'], 1),
    conversations: count('conversations', values.conversations, 1),
    messagesEach: count('messages-each', values['messages-each'], 1),
    only: values.only,
    cpuProf: values['cpu-prof'],
    nice: Number.isInteger(Number(values.nice)) ? Number(values.nice) : 0,
    ...(values['fetch-wait-ms'] !== undefined
      ? { fetchWaitMs: count('fetch-wait-ms', values['fetch-wait-ms'], 10) }
      : {}),
    out: path.resolve(values.out),
  };
  // Readers and the refresh scenario's sessions are members signed in before the runs; the
  // sign-in scenario needs members left over.
  if (options.readers + REFRESH_SESSIONS_PER_CONNECTION * options.connections >= options.users) {
    throw new Error(
      `--users must exceed --readers + ${REFRESH_SESSIONS_PER_CONNECTION} × --connections (they sign in for tokens)`,
    );
  }
  return options;
}
