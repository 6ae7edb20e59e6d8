/**
 * The whole product in a Node process of its own, for the e2e and browser layers: every
 * service on a fresh database of the harness PostgreSQL (PORTICO_TEST_PG_URL), events through
 * a Kafka-protocol broker of its own, the gateway in front. It runs outside jest's module
 * sandbox so one stack can outlive a test file and serve every file of a jest worker.
 *
 * Options arrive as JSON in PORTICO_STACK_OPTIONS; one JSON line on stdout says where the stack
 * answers. It stops cleanly on SIGTERM, SIGINT or when its stdin closes (the process that
 * started it is gone), dropping its databases.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVICE_NAMES } from '@portico/kit';
import { startStack } from '../dev/stack';
import pg from 'pg';
import { asHarnessSuperuser, createTestDatabase, superuserUrlOf, type TestDatabase } from './db';
import { startKafka } from './kafka';

export interface StackProcessOptions {
  /** Prefix of the stack's database names, so a leftover database says whose it was. */
  label: string;
  /** Variables every component sees (SUPER_ADMIN_EMAIL, PUBLIC_URL, TRUST_PROXY, ...). */
  env?: Record<string, string>;
  /** Built frontends the gateway serves (the repo's `frontends` folder). */
  frontendsDir?: string;
}

export interface StackReady {
  url: string;
  kafkaBrokers: string;
  /** The stack's DATA_DIR, where per-installation secrets are kept (billing's sandbox). */
  dataDir: string;
  /** The gateway's service addresses (IDENTITY_ADDR, ...), for tests that call a service. */
  addresses: Record<string, string>;
  /** The gateway's signing key (PEM): tests calling a service as a user sign as it would. */
  internalTokenPrivateKey: string;
  /** The admin command's key (PEM), for tests of the operators' calls. */
  operatorTokenPrivateKey: string;
  /** The services' key (PEM): tests calling a service-only method sign as a service would. */
  serviceTokenPrivateKey: string;
  /** Messaging's inbound SMTP listener (smtp://127.0.0.1:<port>): replies to message emails. */
  inboundSmtpUrl: string;
}

/**
 * Each service's database keeps statement statistics, as in the cluster (k8s postgres-init),
 * so App Health's slow queries come from every service: the extension is made in each
 * database when the harness server preloads its library (tooling/test-infra/postgres.ts).
 */
async function enableStatementStatistics(databases: TestDatabase[]): Promise<void> {
  const preloaded = await asHarnessSuperuser(async (client) => {
    const { rows } = await client.query<{ libs: string }>(
      "SELECT current_setting('shared_preload_libraries') AS libs",
    );
    return rows[0]?.libs.includes('pg_stat_statements') ?? false;
  });
  if (!preloaded) return;
  await Promise.all(
    databases.map(async (database) => {
      const client = new pg.Client({ connectionString: superuserUrlOf(database) });
      await client.connect();
      try {
        await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
      } finally {
        await client.end();
      }
    }),
  );
}

async function main(): Promise<void> {
  const options = JSON.parse(process.env.PORTICO_STACK_OPTIONS ?? '{}') as StackProcessOptions;
  const databases = await Promise.all(
    SERVICE_NAMES.map((name) => createTestDatabase(`${options.label}_${name}`)),
  );
  await enableStatementStatistics(databases);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `portico-${options.label}-`));
  const kafka = await startKafka();
  const release = async () => {
    await kafka.stop();
    await Promise.allSettled(databases.map((db: TestDatabase) => db.drop()));
    rmSync(dataDir, { recursive: true, force: true });
  };

  let stack: Awaited<ReturnType<typeof startStack>>;
  try {
    stack = await startStack({
      dataDir,
      databaseUrls: Object.fromEntries(SERVICE_NAMES.map((name, i) => [name, databases[i]!.url])),
      kafkaBrokers: kafka.brokers,
      logLevel: process.env.LOG_LEVEL ?? 'silent',
      ...(options.frontendsDir ? { frontendsDir: options.frontendsDir } : {}),
      env: options.env ?? {},
    });
  } catch (error) {
    await release();
    throw error;
  }

  const addresses = Object.fromEntries(
    Object.entries(stack.gateway.config).filter(([key]) => key.endsWith('_ADDR')),
  ) as Record<string, string>;
  const ready: StackReady = {
    url: stack.url,
    kafkaBrokers: kafka.brokers,
    dataDir,
    addresses,
    internalTokenPrivateKey: stack.keys.internal.privateKey,
    operatorTokenPrivateKey: stack.keys.operator.privateKey,
    serviceTokenPrivateKey: stack.keys.service.privateKey,
    inboundSmtpUrl: stack.inboundSmtpUrl,
  };
  process.stdout.write(`${JSON.stringify(ready)}\n`);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    stack
      .stop()
      .then(release)
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  process.stdin.on('end', stop);
  process.stdin.resume();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
