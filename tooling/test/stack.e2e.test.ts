/**
 * The stack as it runs in a cluster: every service on its own real PostgreSQL database and
 * events through a real Kafka-protocol broker. Health is green end to end, and an action at
 * the gateway travels identity's outbox → Kafka → the metrics service's consumer into the
 * audit log, exactly once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createGrpcClient,
  internalSigningKey,
  SERVICE_NAMES,
  type ServiceName,
} from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import { eventually } from '../test-infra/eventually';
import { startStack, type RunningStack } from '../dev/stack';
import { createTestDatabase } from '../test-infra/db';
import { startKafka, type RunningKafka } from '../test-infra/kafka';

jest.setTimeout(120_000);

describe('the stack on PostgreSQL and Kafka', () => {
  let stack: RunningStack;
  // A broker of its own: other e2e files' stacks join the same consumer group names.
  let kafka: RunningKafka;
  const drops: Array<() => Promise<void>> = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-stack-'));

  beforeAll(async () => {
    const databaseUrls: Partial<Record<ServiceName, string>> = {};
    for (const service of SERVICE_NAMES) {
      const database = await createTestDatabase(`stack_${service}`);
      databaseUrls[service] = database.url;
      drops.push(database.drop);
    }
    kafka = await startKafka();
    stack = await startStack({
      dataDir,
      databaseUrls,
      kafkaBrokers: kafka.brokers,
      env: { BOOK_A_DEMO_URL: 'https://cal.example.com/portico-demo' },
    });
  });

  afterAll(async () => {
    await stack?.stop();
    await kafka?.stop();
    await Promise.allSettled(drops.map((drop) => drop()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports every service SERVING at /api/healthz', async () => {
    const response = await fetch(`${stack.url}/api/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'SERVING',
      services: Object.fromEntries(SERVICE_NAMES.map((service) => [service, 'SERVING'])),
    });
  });

  it('reports each service by name when one is down', async () => {
    const { grpc } = stack.services.forms;
    grpc.health.setStatus('', 'NOT_SERVING');
    try {
      const response = await fetch(`${stack.url}/api/healthz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        status: 'DEGRADED',
        services: { forms: 'NOT_SERVING', identity: 'SERVING' },
      });
    } finally {
      grpc.health.setStatus('', 'SERVING');
    }
  });

  it('serves the one plan catalog from billing to anyone, signed in or not', async () => {
    const response = await fetch(`${stack.url}/api/public/plans`);
    expect(response.status).toBe(200);
    const { plans } = (await response.json()) as {
      plans: Array<{ key: string; monthly_price_cents: number; client_limit: number | null }>;
    };
    expect(
      plans.map(({ key, monthly_price_cents, client_limit }) => [
        key,
        monthly_price_cents,
        client_limit,
      ]),
    ).toEqual([
      ['starter', 3900, 30],
      ['pro', 9900, 500],
      ['advanced', 19900, null],
      ['custom', 0, null],
    ]);
  });

  it('serves the frontend manifest even where the gateway serves no frontends', async () => {
    const response = await fetch(`${stack.url}/api/public/frontend-manifest`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      remotes: {
        landing: '/remotes/landing/remoteEntry.js',
        'tenant-app': '/remotes/tenant-app/remoteEntry.js',
        'super-console': '/remotes/super-console/remoteEntry.js',
      },
      links: { bookDemo: 'https://cal.example.com/portico-demo' },
    });
  });

  it('carries a sign-up from the gateway through Kafka into the audit log once', async () => {
    const email = `stack-${Date.now()}@example.com`;
    const signup = await fetch(`${stack.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Stack Tester',
        email,
        password: 'correct-horse-9',
        companyName: 'Stack Co',
      }),
    });
    expect({ status: signup.status, body: await signup.clone().text() }).toMatchObject({
      status: 201,
    });
    const { user } = (await signup.json()) as { user: { id: string } };

    // Reading as a super admin is what only the gateway may vouch for: sign with its key.
    const metrics = createGrpcClient(
      loadServiceDefinition('metrics').Client,
      stack.gateway.config.METRICS_ADDR,
      { callerKey: internalSigningKey(stack.keys.internal.privateKey) },
    );
    const superAdmin = { roles: ['super_admin'] };

    const auditOf = async (action: string) => {
      const { logs } = await metrics.ListAuditLogs(
        { actor_user_id: user.id, limit: 50 },
        superAdmin,
      );
      return logs.filter((log) => log.action === action);
    };
    const waitForAudit = (action: string) =>
      eventually(
        `a ${action} entry in the audit log`,
        () => auditOf(action),
        (logs) => logs.length > 0,
        {
          timeoutMs: 60_000,
          everyMs: 250,
        },
      );
    await waitForAudit('user.signed_up');

    // "Once": a later event of the same user travels the same outbox, topic and partition, so
    // when it is in the log a second copy of the sign-up would be there too.
    const login = await fetch(`${stack.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct-horse-9' }),
    });
    expect(login.status).toBe(200);
    await waitForAudit('auth.sign_in_success');
    expect(await auditOf('user.signed_up')).toEqual([
      expect.objectContaining({ action: 'user.signed_up', entity_id: user.id }),
    ]);
  });
});
