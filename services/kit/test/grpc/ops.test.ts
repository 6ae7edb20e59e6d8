/**
 * What a service tells operators about its own connections and statements: each check comes
 * back ok, degraded, down or not_used with a reason that names no secret, and a database
 * without statement statistics says why instead of reporting an empty list as if measured.
 */
import pino from 'pino';
import {
  baseDependencyChecks,
  runDependencyCheck,
  safeReason,
  readSlowQueries,
} from '../../src/grpc';
import { MemoryEventBus, type EventBus } from '../../src/events';

describe('a dependency check', () => {
  it('is ok when it answers, and says how long it took', async () => {
    const report = await runDependencyCheck({ name: 'database', check: async () => undefined });
    expect(report).toMatchObject({ name: 'database', status: 'ok', reason: '' });
    expect(report.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('is degraded when it answers later than the threshold', async () => {
    const report = await runDependencyCheck(
      { name: 'smtp', check: async () => undefined },
      { degradedAfterMs: -1 },
    );
    expect(report.status).toBe('degraded');
    expect(report.reason).toMatch(/^answered in \d+ ms$/);
  });

  it('is down with the error when it fails', async () => {
    const report = await runDependencyCheck({
      name: 'smtp',
      check: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      },
    });
    expect(report).toMatchObject({ status: 'down', reason: 'connect ECONNREFUSED 127.0.0.1:25' });
  });

  it('is down when it does not answer in time, and its work is told to stop', async () => {
    let aborted = false;
    const report = await runDependencyCheck(
      {
        name: 'stripe',
        check: (signal) =>
          new Promise(() => {
            signal.addEventListener('abort', () => (aborted = true));
          }),
      },
      { timeoutMs: 20 },
    );
    expect(report).toMatchObject({ status: 'down', reason: 'no answer within 20 ms' });
    expect(aborted).toBe(true);
  });

  it('is not_used, with what is used instead, when the check says so', async () => {
    const report = await runDependencyCheck({
      name: 'prometheus',
      check: async () => ({ status: 'not_used', note: 'PROMETHEUS_URL is not set' }),
    });
    expect(report).toMatchObject({
      status: 'not_used',
      latencyMs: -1,
      reason: 'PROMETHEUS_URL is not set',
    });
  });
});

describe('a reason shown to operators', () => {
  it('drops the user and password of a URL and masks key-like words', () => {
    expect(safeReason('cannot reach smtps://apikey:SG.secret@smtp.example.com:465')).toBe(
      'cannot reach smtps://smtp.example.com:465',
    );
    expect(safeReason('Invalid API Key provided: sk_live_abcdef123456')).toBe(
      'Invalid API Key provided: sk_…',
    );
  });

  it('is one short line', () => {
    const reason = safeReason(`line one\nline two ${'x'.repeat(400)}`);
    expect(reason).not.toContain('\n');
    expect(reason.length).toBeLessThanOrEqual(160);
  });
});

describe("every service's own checks", () => {
  const database = { query: async () => ({ rows: [], rowCount: 1 }) };

  it('report Kafka as not used on the in-process bus', async () => {
    const bus = new MemoryEventBus({ logger: pino({ level: 'silent' }) });
    const [db, kafka] = baseDependencyChecks(database, bus);
    expect(await runDependencyCheck(db!)).toMatchObject({ name: 'database', status: 'ok' });
    expect(await runDependencyCheck(kafka!)).toMatchObject({
      name: 'kafka',
      status: 'not_used',
      reason: 'in-process event bus (KAFKA_BROKERS unset)',
    });
    await bus.close();
  });

  it('report Kafka down when the broker does not answer', async () => {
    const bus = {
      ping: async () => {
        throw new Error('Kafka did not answer within 3000 ms');
      },
    } as unknown as EventBus;
    const [, kafka] = baseDependencyChecks(database, bus);
    expect(await runDependencyCheck(kafka!)).toMatchObject({
      status: 'down',
      reason: 'Kafka did not answer within 3000 ms',
    });
  });
});

describe('slow queries', () => {
  it('are unavailable, with the reason, on the embedded database', async () => {
    const report = await readSlowQueries({
      engine: 'pglite',
      query: () => Promise.reject(new Error('never asked')),
    });
    expect(report).toEqual({
      queries: [],
      unavailableReason: 'the embedded database (PGlite) keeps no statement statistics',
    });
  });
});
