/**
 * The trace drawer's store: a process exporting OTLP/HTTP JSON to the metrics service's ops
 * port (`/v1/traces`) has its spans kept, and GetTrace returns one trace's spans in start order
 * to super admins only. The protobuf encoding, which a cluster's collector sends, is tested in
 * otlp-protobuf.int.test.ts; an encoding OTLP/HTTP does not have is refused with a reason.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGrpcClient, type GrpcClient, type ServiceRuntime } from '@portico/kit';
import { loadServiceDefinition, type ServiceTypes } from '@portico/proto';
import { createTestDatabase, type TestDatabase } from '../../../tooling/test-infra/db';
import { startKafka, type RunningKafka } from '../../../tooling/test-infra/kafka';
import { createService } from '../src/main';
import { pruneSpans } from '../src/store/trace-spans';

jest.setTimeout(120_000);

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const OTHER = '00f067aa0ba902b700f067aa0ba902b7';
const nanos = (ms: number) => String(BigInt(ms) * 1_000_000n);

function exportRequest(service: string, spans: object[]) {
  return {
    resourceSpans: [
      {
        resource: { attributes: [{ key: 'service.name', value: { stringValue: service } }] },
        scopeSpans: [{ scope: { name: 'test' }, spans }],
      },
    ],
  };
}

describe('the span store behind the trace drawer', () => {
  let database: TestDatabase;
  let kafka: RunningKafka;
  let runtime: ServiceRuntime;
  let opsUrl: string;
  let metrics: GrpcClient<ServiceTypes['metrics']['client']>;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-trace-store-'));
  const superAdmin = { roles: ['super_admin'] };

  beforeAll(async () => {
    database = await createTestDatabase('metrics_traces');
    kafka = await startKafka();
    runtime = await createService({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      KAFKA_BROKERS: kafka.brokers,
      GRPC_PORT: '0',
      HTTP_PORT: '0',
      LOG_LEVEL: 'silent',
    });
    const { grpcPort, httpPort } = await runtime.start();
    opsUrl = `http://127.0.0.1:${httpPort}`;
    metrics = createGrpcClient(loadServiceDefinition('metrics').Client, `127.0.0.1:${grpcPort}`);
  });

  afterAll(async () => {
    await runtime?.stop();
    await kafka?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (body: unknown, type = 'application/json') =>
    fetch(`${opsUrl}/v1/traces`, {
      method: 'POST',
      headers: { 'content-type': type },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('keeps exported spans and returns one trace in start order with service, duration and status', async () => {
    const t0 = Date.parse('2026-11-22T12:00:00Z');
    const gateway = await post(
      exportRequest('gateway', [
        {
          traceId: TRACE,
          spanId: 'aaaaaaaaaaaaaaaa',
          name: 'POST /api/auth/signup',
          kind: 2,
          startTimeUnixNano: nanos(t0),
          endTimeUnixNano: nanos(t0 + 120),
          status: { code: 2, message: 'boom' },
        },
        {
          traceId: OTHER,
          spanId: 'cccccccccccccccc',
          name: 'GET /api/other',
          kind: 2,
          startTimeUnixNano: nanos(t0),
          endTimeUnixNano: nanos(t0 + 5),
        },
      ]),
    );
    expect(gateway.status).toBe(200);
    const identity = await post(
      exportRequest('identity', [
        {
          traceId: TRACE,
          spanId: 'bbbbbbbbbbbbbbbb',
          parentSpanId: 'aaaaaaaaaaaaaaaa',
          name: 'grpc.portico.identity.v1.IdentityService/SignUp',
          kind: 2,
          startTimeUnixNano: nanos(t0 + 10),
          endTimeUnixNano: nanos(t0 + 100),
        },
      ]),
    );
    expect(identity.status).toBe(200);

    const { trace_id, spans } = await metrics.GetTrace({ trace_id: TRACE }, superAdmin);
    expect(trace_id).toBe(TRACE);
    expect(
      spans.map((s) => ({
        span: s.span_id,
        parent: s.parent_span_id,
        service: s.service,
        kind: s.kind,
        started: s.started_at,
        ms: s.duration_ms,
        status: s.status_code,
        message: s.status_message,
      })),
    ).toEqual([
      {
        span: 'aaaaaaaaaaaaaaaa',
        parent: '',
        service: 'gateway',
        kind: 2,
        started: '2026-11-22T12:00:00.000Z',
        ms: 120,
        status: 2,
        message: 'boom',
      },
      {
        span: 'bbbbbbbbbbbbbbbb',
        parent: 'aaaaaaaaaaaaaaaa',
        service: 'identity',
        kind: 2,
        started: '2026-11-22T12:00:00.010Z',
        ms: 90,
        status: 0,
        message: '',
      },
    ]);
  });

  it('returns no spans for a trace it never received', async () => {
    const { spans } = await metrics.GetTrace(
      { trace_id: 'ffffffffffffffffffffffffffffffff' },
      superAdmin,
    );
    expect(spans).toEqual([]);
  });

  it('refuses an encoding OTLP/HTTP does not have with a reason, and a body that is not JSON', async () => {
    const text = await post('spans', 'text/plain');
    expect({ status: text.status, body: await text.json() }).toEqual({
      status: 415,
      body: { error: 'Send OTLP/HTTP as application/x-protobuf or application/json' },
    });
    const broken = await post('{not json', 'application/json');
    expect(broken.status).toBe(400);
  });

  it('answers only super admins, and refuses an id that is not a trace id', async () => {
    await expect(
      metrics.GetTrace({ trace_id: TRACE }, { roles: ['admin'], tenantId: 'tenant-1' }),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await expect(metrics.GetTrace({ trace_id: 'not-a-trace' }, superAdmin)).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: expect.stringContaining('trace id must be 32 hexadecimal characters'),
    });
  });

  it('keeps only the last minutes and at most the row cap, newest first', async () => {
    const count = async () =>
      (await runtime.db.query<{ n: number }>('SELECT count(*)::int AS n FROM trace_spans')).rows[0]!
        .n;
    expect(await count()).toBe(3);
    await pruneSpans(runtime.db, { minutes: 30, maxRows: 2 });
    const { rows } = await runtime.db.query<{ span_id: string }>(
      'SELECT span_id FROM trace_spans ORDER BY span_id',
    );
    // The second export's span is newest; of the first export's two (same receipt, same start)
    // one goes, so the cap holds exactly.
    expect(rows.map((r) => r.span_id)).toEqual(['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb']);

    await runtime.db.query(
      "UPDATE trace_spans SET received_at = now() - interval '31 minutes' WHERE span_id = 'aaaaaaaaaaaaaaaa'",
    );
    await pruneSpans(runtime.db, { minutes: 30, maxRows: 100 });
    expect(await count()).toBe(1);
  });
});
