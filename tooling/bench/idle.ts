/**
 * What an idle Portico costs: every service and the gateway as separate processes on
 * PostgreSQL and the Kafka-protocol broker, no request at all, each process's CPU over a
 * window, as a share of one core. Idle cost is mostly the event bus (consumer fetch loops,
 * heartbeats), the outbox relay's safety-net poll and readiness checks; on a 2-core machine a
 * few percent per process adds up. `make bench` measures it first (`--idle-seconds`); run alone:
 *
 *   node tooling/dist/bench/idle.js [seconds] [--cpu-prof]   (after make build-services)
 */
import path from 'node:path';
import { SERVICE_NAMES, type ServiceName } from '@portico/kit';
import { createTestDatabase } from '../test-infra/db';
import { startKafka } from '../test-infra/kafka';
import { startPostgres } from '../test-infra/postgres';
import { REPO_ROOT, startPortico, type RunningPortico } from './processes';
import { UsageWindow } from './procStats';

/**
 * Start-up work that must be over first: migrations, JIT, consumer groups joining, and V8's
 * memory reducer, which shrinks each process's heap once after start-up's garbage. Traced with
 * `--trace-gc`, it ran up to 116 s after the gateway was ready (later on a loaded machine) and
 * cost 100–200 ms, 1–2 % of a core over a 10 s slice; with the window at 15 s after readiness
 * it fell inside it for some processes and not others (bench/README.md, "Idle, third round").
 */
const SETTLE_MS = 120_000;

export interface IdleUsage {
  seconds: number;
  /** Percent of one core per process over the window. */
  cpuPercent: Record<string, number>;
}

/** Measures `portico` for `seconds` after letting it settle. */
export async function measureIdle(portico: RunningPortico, seconds: number): Promise<IdleUsage> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const window = new UsageWindow(Object.fromEntries(portico.processes.map((p) => [p.name, p.pid])));
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const usage = window.finish();
  return {
    seconds,
    cpuPercent: Object.fromEntries(
      Object.entries(usage).map(([name, u]) => [name, Math.round(u.cpuPercent * 100) / 100]),
    ),
  };
}

async function main(seconds: number, cpuProf: boolean): Promise<void> {
  const postgres = await startPostgres();
  process.env.PORTICO_TEST_PG_URL = postgres.url;
  const kafka = await startKafka();
  let portico: RunningPortico | undefined;
  try {
    const urls = {} as Record<ServiceName, string>;
    for (const name of SERVICE_NAMES) urls[name] = (await createTestDatabase(`idle_${name}`)).url;
    const out = path.join(REPO_ROOT, 'bench', 'results');
    portico = await startPortico(urls, kafka.brokers, {
      logDir: path.join(out, 'logs'),
      ...(cpuProf ? { cpuProfileDir: path.join(out, 'profiles') } : {}),
    });
    const idle = await measureIdle(portico, seconds);
    console.log(`idle CPU over ${idle.seconds} s (% of one core):`);
    for (const [name, percent] of Object.entries(idle.cpuPercent)) {
      console.log(`  ${name.padEnd(14)} ${percent.toFixed(2)}`);
    }
  } finally {
    await portico?.stop();
    await kafka.stop();
    await postgres.stop();
  }
}

if (require.main === module) {
  main(Number(process.argv[2] ?? 30), process.argv.includes('--cpu-prof')).catch(
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
