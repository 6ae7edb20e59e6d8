/**
 * One request, one trace: a sign-up at the gateway, with tracing on, is recorded from the
 * gateway's HTTP span through the gRPC call to identity and its SQL, the audit event's creation
 * in identity's outbox, and across Kafka to the metrics service's consumer, which links to the
 * creation context. The stack runs in a child process (fixtures/traced-stack.ts) so the
 * instrumentations patch the modules before they load; it exports over OTLP/HTTP to the
 * collector below, a plain HTTP server reading what the exporter sends; it also passes each
 * export on to the metrics service's OTLP intake, so the console's trace route is checked on
 * the same trace.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVICE_NAMES } from '@portico/kit';
import { eventually } from '../test-infra/eventually';
import { createTestDatabase } from '../test-infra/db';
import { startKafka } from '../test-infra/kafka';

const ROOT = path.resolve(__dirname, '../..');

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  links?: Array<{ traceId: string; spanId: string }>;
  attributes?: Array<{ key: string; value: { stringValue?: string } }>;
}
interface OtlpBody {
  resourceSpans: Array<{
    resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
    scopeSpans: Array<{ scope: { name: string }; spans: OtlpSpan[] }>;
  }>;
}
interface Span extends OtlpSpan {
  scope: string;
  service?: string;
}

// OTLP's span kinds (opentelemetry/proto/trace/v1/trace.proto).
const SERVER = 2;
const CLIENT = 3;
const PRODUCER = 4;
const CONSUMER = 5;

const attribute = (span: Span, key: string) =>
  span.attributes?.find((a) => a.key === key)?.value.stringValue;

jest.setTimeout(240_000);

const SUPER_ADMIN = { email: 'super@trace.test', password: 'super-admin-secret' };

it("records a sign-up as one trace from the gateway through gRPC, SQL and the outbox to the Kafka consumer, which the console's trace route shows", async () => {
  const spans: Span[] = [];
  // Exports wait here until the metrics service's ops port is known, then go on to it.
  const forward: { intake?: string; queued: string[] } = { queued: [] };
  const passOn = (body: string) =>
    void fetch(forward.intake!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    }).catch(() => undefined);
  const collector = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        if (forward.intake) passOn(body);
        else forward.queued.push(body);
        const batch = JSON.parse(body) as OtlpBody;
        for (const resourceSpans of batch.resourceSpans) {
          const service = resourceSpans.resource.attributes.find((a) => a.key === 'service.name')
            ?.value.stringValue;
          for (const scopeSpans of resourceSpans.scopeSpans)
            for (const span of scopeSpans.spans)
              spans.push({ ...span, scope: scopeSpans.scope.name, service });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-trace-'));
  const drops: Array<() => Promise<void>> = [];
  const databaseUrls: Record<string, string> = {};
  for (const service of SERVICE_NAMES) {
    const database = await createTestDatabase(`trace_${service}`);
    databaseUrls[service] = database.url;
    drops.push(database.drop);
  }
  // A broker of its own: other files' stacks use the same consumer group names.
  const kafka = await startKafka();

  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'fixtures/traced-stack.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        STACK_DATABASE_URLS: JSON.stringify(databaseUrls),
        KAFKA_BROKERS: kafka.brokers,
        LOG_LEVEL: 'warn',
        SUPER_ADMIN_EMAIL: SUPER_ADMIN.email,
        SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
        OTEL_SERVICE_NAME: 'portico-stack',
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
        // Export within a second, so the test waits for the consumer rather than the batch.
        OTEL_BSP_SCHEDULE_DELAY: '500',
        TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.check.json'),
      },
    },
  );
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /READY (\S+) (\d+)/.exec(output);
        if (!match) return;
        forward.intake = `http://127.0.0.1:${match[2]}/v1/traces`;
        forward.queued.splice(0).forEach(passOn);
        resolve(match[1]!);
      });
      child.once('exit', (code) => reject(new Error(`stack exited ${code}:\n${output}`)));
    });

    // The caller starts the trace, so the test knows its id (W3C traceparent).
    const traceId = randomBytes(16).toString('hex');
    const signup = await fetch(`${url}/api/auth/signup`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01`,
      },
      body: JSON.stringify({
        name: 'Trace Tester',
        email: `trace-${Date.now()}@example.com`,
        password: 'correct-horse-9',
        companyName: 'Trace Co',
      }),
    });
    expect(signup.status).toBe(201);

    const auditConsumer = (span: Span) =>
      span.kind === CONSUMER &&
      span.name === 'portico.audit.entry.v1 process' &&
      (attribute(span, 'messaging.consumer.group.name') ?? '').includes('metrics');
    await eventually(
      'a consumer span of the audit entry',
      () => spans.some((span) => span.traceId === traceId && auditConsumer(span)),
      (found) => found,
      { timeoutMs: 90_000, everyMs: 250 },
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${output}`);
    });
    // The console's trace drawer reads the same trace from the metrics service's span store.
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(SUPER_ADMIN),
    });
    expect(login.status).toBe(200);
    const { access_token } = (await login.json()) as { access_token: string };
    const drawer = async () => {
      const response = await fetch(`${url}/api/metrics/traces/${traceId}`, {
        headers: { authorization: `Bearer ${access_token}` },
      });
      expect(response.status).toBe(200);
      return (await response.json()) as {
        tracing: boolean;
        spans: Array<{ name: string; kind: string; service: string }>;
      };
    };
    const shown = await eventually(
      'the trace route to show the consumer span',
      drawer,
      (trace) => trace.spans.some((span) => span.kind === 'consumer'),
      { timeoutMs: 90_000, everyMs: 250 },
    );
    expect(shown.tracing).toBe(true);
    expect(shown.spans).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'server', service: 'portico-stack' }),
        expect.objectContaining({ kind: 'client', name: expect.stringContaining('SignUp') }),
        expect.objectContaining({ kind: 'producer', name: 'portico.audit.entry.v1 create' }),
        expect.objectContaining({ kind: 'consumer', name: 'portico.audit.entry.v1 process' }),
      ]),
    );

    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;

    const trace = spans.filter((span) => span.traceId === traceId);
    const byId = new Map(trace.map((span) => [span.spanId, span]));
    const gatewayHttp = trace.find(
      (span) =>
        span.kind === SERVER &&
        span.scope.includes('instrumentation-http') &&
        (attribute(span, 'http.target') ?? attribute(span, 'url.path') ?? '').startsWith(
          '/api/auth/signup',
        ),
    );
    const grpcClient = trace.find(
      (span) => span.kind === CLIENT && span.scope.includes('grpc') && span.name.includes('SignUp'),
    );
    const grpcServer = trace.find(
      (span) =>
        span.kind === SERVER &&
        span.scope.includes('grpc') &&
        span.parentSpanId === grpcClient?.spanId,
    );
    const sql = trace.filter((span) => span.kind === CLIENT && span.scope.includes('pg'));
    const creation = trace.find(
      (span) => span.kind === PRODUCER && span.name === 'portico.audit.entry.v1 create',
    );
    const consumer = trace.find(auditConsumer);

    expect({
      gatewayHttp: gatewayHttp?.name,
      grpcClient: grpcClient?.name,
      grpcServer: grpcServer?.name,
      sql: sql.length > 0,
      creation: creation?.name,
      consumer: consumer?.name,
    }).toEqual({
      gatewayHttp: expect.stringMatching(/POST/),
      grpcClient: expect.stringContaining('SignUp'),
      grpcServer: expect.stringContaining('SignUp'),
      sql: true,
      creation: 'portico.audit.entry.v1 create',
      consumer: 'portico.audit.entry.v1 process',
    });

    // Every span of the request descends from the gateway's HTTP span, and identity's SQL for
    // the sign-up runs inside its gRPC server span.
    const descendsFrom = (span: Span, ancestor: Span): boolean => {
      for (let at: Span | undefined = span; at; at = byId.get(at.parentSpanId ?? '')) {
        if (at.spanId === ancestor.spanId) return true;
      }
      return false;
    };
    const chain = [grpcClient!, grpcServer!, creation!, consumer!];
    expect(chain.map((span) => [span.name, descendsFrom(span, gatewayHttp!)])).toEqual(
      chain.map((span) => [span.name, true]),
    );
    expect(sql.some((span) => descendsFrom(span, grpcServer!))).toBe(true);
    // Across Kafka: the consumer continues the creation context and links to it.
    expect({ parent: consumer!.parentSpanId, links: consumer!.links }).toEqual({
      parent: creation!.spanId,
      links: [expect.objectContaining({ traceId, spanId: creation!.spanId })],
    });
  } finally {
    child.kill('SIGKILL');
    await new Promise((resolve) => collector.close(resolve));
    await kafka.stop();
    await Promise.allSettled(drops.map((drop) => drop()));
    rmSync(dataDir, { recursive: true, force: true });
  }
});
