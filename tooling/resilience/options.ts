/** The command line of `make resilience` (RESILIENCE_FLAGS="..."). */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SERVICE_NAMES, type ServiceName } from '@portico/kit';
import type { RehearsalOptions } from './rehearsal';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const FAULTS = ['broker', 'kill', 'postgres', 'rolling', 'slow', 'disk'] as const;
export type FaultName = (typeof FAULTS)[number];

export interface ResilienceOptions extends RehearsalOptions {
  only: FaultName[];
  kill: ServiceName[];
  rate: number;
  tenants: number;
  members: number;
  sessions: number;
  logLevel: string;
  out: string;
}

export const USAGE = `make resilience [RESILIENCE_FLAGS="..."]  (or node tooling/dist/resilience/main.js ...)
  --only LIST              faults to run, comma-separated, in this order (default all):
                           ${FAULTS.join(', ')}
  --kill LIST              services to kill -9 in turn (default every service)
  --rate N                 load multiplier; 1 is about 15 operations/s (default 0.5)
  --settle-seconds N       baseline before and settled time after each fault (default 10)
  --broker-seconds N       how long the broker stays down (default 30)
  --postgres-seconds N     how long PostgreSQL stays down when restarted (default 10)
  --slow-seconds N         how long the slow database lasts (default 30)
  --slow-service NAME      whose database turns slow (default content)
  --disk-seconds N         how long content's upload folder stays full (default 20)
  --drain-timeout-seconds N  longest wait for a phase's events to be applied (default 180)
  --tenants N --members N --sessions N   the data set (default 4, 200, 16)
  --log-level LEVEL        the processes' LOG_LEVEL; logs go to <out>/resilience-logs (default warn)
  --out DIR                where the report goes (default bench/results)`;

export function parseOptions(argv: string[], repoRoot: string): ResilienceOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: 'string', default: FAULTS.join(',') },
      kill: { type: 'string', default: SERVICE_NAMES.join(',') },
      rate: { type: 'string', default: '0.5' },
      'settle-seconds': { type: 'string', default: '10' },
      'broker-seconds': { type: 'string', default: '30' },
      'postgres-seconds': { type: 'string', default: '10' },
      'slow-seconds': { type: 'string', default: '30' },
      'slow-service': { type: 'string', default: 'content' },
      'disk-seconds': { type: 'string', default: '20' },
      'drain-timeout-seconds': { type: 'string', default: '180' },
      tenants: { type: 'string', default: '4' },
      members: { type: 'string', default: '200' },
      sessions: { type: 'string', default: '16' },
      'log-level': { type: 'string', default: 'warn' },
      out: { type: 'string', default: path.join(repoRoot, 'bench', 'results') },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const number = (name: string, text: string, min: number) => {
    const n = Number(text);
    if (!Number.isFinite(n) || n < min) throw new Error(`--${name} must be a number ≥ ${min}`);
    return n;
  };
  const list = <T extends string>(name: string, text: string, allowed: readonly T[]): T[] => {
    const items = text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    const unknown = items.filter((item) => !allowed.includes(item as T));
    if (unknown.length)
      throw new Error(
        `--${name}: unknown ${unknown.join(', ')} (choose from ${allowed.join(', ')})`,
      );
    return allowed.filter((item) => items.includes(item));
  };
  const [slowService] = list('slow-service', values['slow-service'], SERVICE_NAMES);
  if (!slowService) throw new Error('--slow-service names one service');
  const options: ResilienceOptions = {
    only: list('only', values.only, FAULTS),
    kill: list('kill', values.kill, SERVICE_NAMES),
    rate: number('rate', values.rate, 0.1),
    settleSeconds: number('settle-seconds', values['settle-seconds'], 1),
    brokerSeconds: number('broker-seconds', values['broker-seconds'], 1),
    postgresSeconds: number('postgres-seconds', values['postgres-seconds'], 1),
    slowSeconds: number('slow-seconds', values['slow-seconds'], 1),
    slowService,
    diskSeconds: number('disk-seconds', values['disk-seconds'], 1),
    drainTimeoutSeconds: number('drain-timeout-seconds', values['drain-timeout-seconds'], 10),
    tenants: number('tenants', values.tenants, 1),
    members: number('members', values.members, 10),
    sessions: number('sessions', values.sessions, 1),
    logLevel: list('log-level', values['log-level'], LOG_LEVELS)[0] ?? 'warn',
    out: path.resolve(values.out),
  };
  if (options.sessions >= options.members)
    throw new Error('--members must exceed --sessions: the sign-in load takes the members left');
  return options;
}
