/**
 * With OTEL_EXPORTER_OTLP_ENDPOINT set, a service process (on the harness PostgreSQL and
 * Kafka-protocol broker) records spans for the gRPC calls
 * it serves and exports them over OTLP/HTTP, under its OTEL_SERVICE_NAME, by the time it has
 * shut down. The collector here is a plain HTTP server reading what the exporter sends.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createGrpcClient } from '../src';
import { createTestDatabase } from '../../../tooling/test-infra/db';
import { loadServiceDefinition } from '@portico/proto';

const ROOT = path.resolve(__dirname, '../../..');

interface OtlpBody {
  resourceSpans: Array<{
    resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
    scopeSpans: Array<{ spans: Array<{ name: string; traceId: string }> }>;
  }>;
}

it('exports the spans of served calls to the configured OTLP endpoint', async () => {
  const received: OtlpBody[] = [];
  const collector = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces') received.push(JSON.parse(body) as OtlpBody);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-otlp-'));
  const database = await createTestDatabase('otlp');

  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'fixtures/slow-service.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        KAFKA_BROKERS: process.env.PORTICO_TEST_KAFKA_BROKERS ?? '',
        SLOW_MS: '10',
        LOG_LEVEL: 'warn',
        OTEL_SERVICE_NAME: 'portico-fixture',
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
        TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.check.json'),
      },
    },
  );
  try {
    const grpcPort = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /READY (\d+)/.exec(out);
        if (match) resolve(Number(match[1]));
      });
      child.once('exit', (code) => reject(new Error(`fixture exited ${code}`)));
    });
    const billing = createGrpcClient(
      loadServiceDefinition('billing').Client,
      `127.0.0.1:${grpcPort}`,
    );
    await billing.ListPlans({});

    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;

    const spans = received.flatMap((batch) =>
      batch.resourceSpans.map((resourceSpans) => ({
        service: resourceSpans.resource.attributes.find((a) => a.key === 'service.name')?.value
          .stringValue,
        names: resourceSpans.scopeSpans.flatMap((scope) => scope.spans.map((span) => span.name)),
      })),
    );
    expect(spans).toEqual(
      expect.arrayContaining([
        {
          service: 'portico-fixture',
          names: expect.arrayContaining([expect.stringContaining('ListPlans')]),
        },
      ]),
    );
  } finally {
    child.kill('SIGKILL');
    await new Promise((resolve) => collector.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}, 90_000);
