/**
 * Traces from a cluster's OpenTelemetry collector reach the trace drawer: the collector's
 * `otlphttp` exporter sends OTLP/HTTP protobuf, gzip-compressed, to the metrics service's
 * intake. Here the real OTLP protobuf exporter of OpenTelemetry JS
 * (@opentelemetry/exporter-trace-otlp-proto) sends spans of a real tracer, compressed as the
 * collector does, and GetTrace answers them as App Health shows them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { CompressionAlgorithm } from '@opentelemetry/otlp-exporter-base';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { createGrpcClient, type GrpcClient, type ServiceRuntime } from '@portico/kit';
import { loadServiceDefinition, type ServiceTypes } from '@portico/proto';
import { createTestDatabase, type TestDatabase } from '../../../tooling/test-infra/db';
import { startKafka, type RunningKafka } from '../../../tooling/test-infra/kafka';
import { createService } from '../src/main';

jest.setTimeout(120_000);

let database: TestDatabase;
let kafka: RunningKafka;
let runtime: ServiceRuntime;
let opsUrl: string;
let metrics: GrpcClient<ServiceTypes['metrics']['client']>;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-otlp-protobuf-'));
const superAdmin = { roles: ['super_admin'] };

beforeAll(async () => {
  database = await createTestDatabase('metrics_otlp_protobuf');
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

test('spans exported as gzip-compressed OTLP protobuf are kept and answered as one trace', async () => {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'gateway' }),
    spanProcessors: [
      new SimpleSpanProcessor({
        exporter: new OTLPTraceExporter({
          url: `${opsUrl}/v1/traces`,
          // A busy machine: the default 10 s would give up on an export the service takes.
          timeoutMillis: 60_000,
          // As the collector's otlphttp exporter sends by default.
          compression: CompressionAlgorithm.GZIP,
        }),
      }),
    ],
  });
  const tracer = provider.getTracer('collector-fed');
  const request = tracer.startSpan('GET /api/files', { kind: SpanKind.SERVER });
  const query = tracer.startSpan(
    'SELECT files',
    { kind: SpanKind.CLIENT },
    trace.setSpan(context.active(), request),
  );
  query.setStatus({ code: SpanStatusCode.ERROR, message: 'statement timeout' });
  query.end();
  request.end();
  await provider.forceFlush();
  await provider.shutdown();

  const traceId = request.spanContext().traceId;
  // Each span is exported as it ends; forceFlush waits for both exports to be answered.
  const { spans } = await metrics.GetTrace({ trace_id: traceId }, superAdmin);
  // Both spans may start within the same microsecond, so the trace's order (start, then span
  // id) can put either first: the test compares them by span id.
  const bySpan = <T extends { span: string }>(list: T[]) =>
    [...list].sort((x, y) => x.span.localeCompare(y.span));
  expect(
    bySpan(
      spans.map((s) => ({
        span: s.span_id,
        parent: s.parent_span_id,
        service: s.service,
        name: s.name,
        kind: s.kind,
        status: s.status_code,
        message: s.status_message,
      })),
    ),
  ).toEqual(
    bySpan([
      {
        span: request.spanContext().spanId,
        parent: '',
        service: 'gateway',
        name: 'GET /api/files',
        // OTLP's numbering: SPAN_KIND_SERVER 2, SPAN_KIND_CLIENT 3; STATUS_CODE_ERROR 2.
        kind: 2,
        status: 0,
        message: '',
      },
      {
        span: query.spanContext().spanId,
        parent: request.spanContext().spanId,
        service: 'gateway',
        name: 'SELECT files',
        kind: 3,
        status: 2,
        message: 'statement timeout',
      },
    ]),
  );
});

test('a protobuf export is answered with an OTLP protobuf response, broken bytes with 400', async () => {
  const post = (body: Buffer, headers: Record<string, string>) =>
    fetch(`${opsUrl}/v1/traces`, { method: 'POST', headers, body: new Uint8Array(body) });
  const empty = await post(gzipSync(Buffer.alloc(0)), {
    'content-type': 'application/x-protobuf',
    'content-encoding': 'gzip',
  });
  expect(empty.status).toBe(200);
  expect(empty.headers.get('content-type')).toBe('application/x-protobuf');
  // Field 1 announced as 100 bytes long, and 1 byte present: not a message.
  const broken = await post(Buffer.from([0x0a, 0x64, 0x01]), {
    'content-type': 'application/x-protobuf',
  });
  expect({ status: broken.status, body: await broken.json() }).toEqual({
    status: 400,
    body: { error: 'Export request is not an OTLP protobuf message' },
  });
  const notGzip = await post(Buffer.from('plain'), {
    'content-type': 'application/x-protobuf',
    'content-encoding': 'gzip',
  });
  expect(notGzip.status).toBe(400);
  const other = await post(Buffer.from('x'), { 'content-type': 'text/plain' });
  expect(other.status).toBe(415);
});
