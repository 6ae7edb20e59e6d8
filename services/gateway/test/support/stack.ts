/**
 * The whole product for an e2e test file: every service on its own fresh PostgreSQL database
 * from the harness, events through a Kafka-protocol broker of its own, the gateway in front.
 * A private broker per stack keeps test files apart: on a shared one, every stack's services
 * would join the same consumer groups (portico-<service>) and wait on each other's rebalances.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVICE_NAMES, type ServiceName } from '@portico/kit';
import { startStack, type RunningStack } from '../../../../tooling/dev/stack';
import { createTestDatabase, type TestDatabase } from '../../../../tooling/test-infra/db';
import { startKafka } from '../../../../tooling/test-infra/kafka';

export const SUPER_ADMIN = { email: 'super@portico.test', password: 'super-admin-secret' };
export const PUBLIC_URL = 'http://portal.portico.test';

export interface TestStack {
  url: string;
  /** This stack's own broker, for tests that read what the services published. */
  kafkaBrokers: string;
  stack: RunningStack;
  stop(): Promise<void>;
}

export async function startTestStack(): Promise<TestStack> {
  const databases: Partial<Record<ServiceName, TestDatabase>> = {};
  await Promise.all(
    SERVICE_NAMES.map(async (name) => (databases[name] = await createTestDatabase(`e2e_${name}`))),
  );
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-e2e-'));
  const kafka = await startKafka();
  const stack = await startStack({
    dataDir,
    databaseUrls: Object.fromEntries(
      SERVICE_NAMES.map((name) => [name, databases[name]?.url ?? '']),
    ),
    kafkaBrokers: kafka.brokers,
    logLevel: 'silent',
    env: {
      SUPER_ADMIN_EMAIL: SUPER_ADMIN.email,
      SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
      PUBLIC_URL,
      // Clients send x-forwarded-for, so per-address rate limits see one address per browser.
      TRUST_PROXY: '1',
    },
  });
  return {
    url: stack.url,
    kafkaBrokers: kafka.brokers,
    stack,
    async stop() {
      await stack.stop();
      await kafka.stop();
      await Promise.all(Object.values(databases).map((db) => db.drop()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
