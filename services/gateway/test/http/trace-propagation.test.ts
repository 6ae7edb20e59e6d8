/**
 * A browser's W3C trace context reaches the services: the gateway makes the incoming
 * `traceparent` current for the request, and the gRPC call it makes carries the same trace id.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { Registry } from 'prom-client';
import { createGrpcClient, createGrpcServer, unary, type GrpcServer } from '@portico/kit';
import { initTracing } from '@portico/kit/telemetry/tracing';
import { loadServiceDefinition } from '@portico/proto';
import { createGatewayApp } from '../../src/app';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';

describe('trace context from browser to service', () => {
  let grpc: GrpcServer;
  let server: http.Server;
  let base: string;
  const seen: Array<string | undefined> = [];

  beforeAll(async () => {
    initTracing('gateway-test', {});
    const logger = pino({ level: 'silent' });
    grpc = createGrpcServer({ logger });
    const billing = loadServiceDefinition('billing');
    grpc.addService(billing.definition, {
      ListPlans: unary(async (_req, ctx) => {
        seen.push(ctx.traceparent);
        return { plans: [] };
      }),
    });
    const port = await grpc.start(0, '127.0.0.1');
    const client = createGrpcClient(billing.Client, `127.0.0.1:${port}`);

    const app = createGatewayApp({
      logger,
      registry: new Registry(),
      probe: async () => 'SERVING',
      registerApi: (router) => {
        router.get('/api/plans', async (req, res) => {
          res.json(await client.ListPlans({}, { requestId: req.id }));
        });
      },
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await grpc.stop(0);
  });

  it('continues the caller trace in the gRPC call', async () => {
    const response = await fetch(`${base}/api/plans`, {
      headers: { traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01` },
    });
    expect(response.status).toBe(200);
    expect(seen.at(-1)).toMatch(new RegExp(`^00-${TRACE_ID}-[0-9a-f]{16}-01$`));
  });

  it('sends no trace context when the caller sent none', async () => {
    await fetch(`${base}/api/plans`);
    expect(seen.at(-1)).toBeUndefined();
  });
});
