/**
 * The service runtime on real PostgreSQL and a real Kafka-protocol broker: readiness reports
 * the database by name and stays ready while the broker is down (the outbox holds events);
 * /metrics shows the outbox backlog and the consumer lag a scrape would alert on; a service
 * whose broker is away at start-up serves anyway and consumes once the broker answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TOPICS } from '@portico/proto';
import { eventually } from '../../../tooling/test-infra/eventually';
import { createTestDatabase, type TestDatabase } from '../../../tooling/test-infra/db';
import { startKafka, type ControllableKafka } from '../../../tooling/test-infra/kafka';
import {
  appendToOutbox,
  checkHealth,
  createServiceRuntime,
  loadServiceConfig,
  type ServiceRuntime,
} from '../src';

jest.setTimeout(90_000);

describe('service runtime on PostgreSQL and Kafka', () => {
  let kafka: ControllableKafka;
  let database: TestDatabase;
  let runtime: ServiceRuntime;
  let httpPort: number;
  let grpcPort: number;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-runtime-'));

  beforeAll(async () => {
    kafka = await startKafka();
    database = await createTestDatabase('runtime');
    const config = loadServiceConfig(
      'notifications',
      {},
      {
        DATABASE_URL: database.url,
        KAFKA_BROKERS: kafka.brokers,
        DATA_DIR: dataDir,
        GRPC_PORT: '0',
        HTTP_PORT: '0',
        LOG_LEVEL: 'silent',
      },
    );
    runtime = await createServiceRuntime('notifications', config, {
      migrationsDir: path.join(__dirname, 'fixtures/migrations'),
    });
    runtime.consume([TOPICS.audit], async () => undefined);
    ({ httpPort, grpcPort } = await runtime.start());
  });

  afterAll(async () => {
    await runtime?.stop();
    await database?.drop();
    await kafka?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (route: string) => fetch(`http://127.0.0.1:${httpPort}${route}`);

  /** Polls the standard gRPC health service until it reports `wanted` or time runs out. */
  function healthWithin(ms: number, wanted: string): Promise<string> {
    return eventually(
      `gRPC health ${wanted}`,
      () => checkHealth(`127.0.0.1:${grpcPort}`),
      (status) => status === wanted,
      { timeoutMs: ms, everyMs: 250 },
    );
  }

  it('is ready when the database answers; the broker is not part of readiness', async () => {
    const response = await get('/readyz');
    expect(await response.json()).toEqual({ ready: true, checks: { database: 'ok' } });
    expect(response.status).toBe(200);
  });

  it('exposes the outbox backlog and the consumer lag', async () => {
    const metrics = await (await get('/metrics')).text();
    expect(metrics).toMatch(/^outbox_pending\{service="notifications"\} \d+$/m);
    expect(metrics).toMatch(/^consumer_lag\{service="notifications"\} \d+$/m);
  });

  it('counts events waiting in the outbox while the broker is down, and stays ready', async () => {
    await kafka.down();
    try {
      await runtime.db.transaction((tx) =>
        appendToOutbox(tx, {
          topic: TOPICS.audit,
          type: 'test.outage',
          key: 'platform',
          payload: new Uint8Array([1]),
        }),
      );
      const metrics = await (await get('/metrics')).text();
      expect(metrics).toMatch(/^outbox_pending\{service="notifications"\} [1-9]\d*$/m);
      // Requests still succeed (their events wait in the outbox): no pod leaves its Service.
      const readiness = await get('/readyz');
      expect(readiness.status).toBe(200);
      // Two readiness rounds (5 s apart) pass with the broker away.
      await new Promise((resolve) => setTimeout(resolve, 6000));
      expect(await checkHealth(`127.0.0.1:${grpcPort}`)).toBe('SERVING');
    } finally {
      await kafka.up();
    }
    expect(await healthWithin(15_000, 'SERVING')).toBe('SERVING');
    const pending = await eventually(
      'the outbox to drain',
      async () => {
        const metrics = await (await get('/metrics')).text();
        return Number(/^outbox_pending\{service="notifications"\} (\d+)$/m.exec(metrics)?.[1]);
      },
      (count) => count === 0,
      { everyMs: 250 },
    );
    expect(pending).toBe(0);
  });
});

describe('service runtime whose broker is away at start-up', () => {
  let kafka: ControllableKafka;
  let database: TestDatabase;
  let runtime: ServiceRuntime;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-runtime-late-bus-'));
  const received: string[] = [];

  beforeAll(async () => {
    kafka = await startKafka();
    await kafka.down();
    database = await createTestDatabase('runtime_late_bus');
    const config = loadServiceConfig(
      'notifications',
      {},
      {
        DATABASE_URL: database.url,
        KAFKA_BROKERS: kafka.brokers,
        DATA_DIR: dataDir,
        GRPC_PORT: '0',
        HTTP_PORT: '0',
        LOG_LEVEL: 'silent',
      },
    );
    runtime = await createServiceRuntime('notifications', config, {
      migrationsDir: path.join(__dirname, 'fixtures/migrations'),
    });
    runtime.consume([TOPICS.audit], async (event) => {
      received.push(event.type);
    });
  });

  afterAll(async () => {
    await runtime?.stop();
    await database?.drop();
    await kafka?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts serving without the broker, then consumes once the broker answers', async () => {
    const { grpcPort } = await runtime.start();
    expect(await checkHealth(`127.0.0.1:${grpcPort}`)).toBe('SERVING');

    await kafka.up();
    // The group joins in the background; an event written after it joined must arrive.
    await eventually(
      'an event written after the group joined',
      async () => {
        if (received.length === 0)
          await runtime.db.transaction((tx) =>
            appendToOutbox(tx, {
              topic: TOPICS.audit,
              type: 'test.after-late-broker',
              key: 'platform',
              payload: new Uint8Array([1]),
            }),
          );
        return received.length;
      },
      (count) => count > 0,
      { timeoutMs: 60_000, everyMs: 2_000 },
    );
    expect(received).toContain('test.after-late-broker');
  });
});
