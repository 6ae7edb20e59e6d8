/**
 * The gateway stops like a service: once shutdown begins (what SIGTERM starts) /readyz answers
 * 503 for SHUTDOWN_DRAIN_MS while requests are still served, a request in flight finishes with
 * its answer, and after that the port refuses new connections.
 */
import net from 'node:net';
import pino from 'pino';
import { closeGrpcChannels, createGrpcServer, unary, type GrpcServer } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import { createGateway, type Gateway } from '../../src/main';

const DRAIN_MS = 600;
const SLOW_ANSWER_MS = 900;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('gateway shutdown drains', () => {
  let billing: GrpcServer;
  let gateway: Gateway;
  let base: string;
  let port: number;

  beforeAll(async () => {
    // A billing whose plan catalog takes a while, so a request is in flight at SIGTERM.
    billing = createGrpcServer({ logger: pino({ level: 'silent' }) });
    billing.addService(loadServiceDefinition('billing').definition, {
      ListPlans: unary(async () => {
        await sleep(SLOW_ANSWER_MS);
        return { plans: [] };
      }),
    });
    const billingPort = await billing.start(0, '127.0.0.1');
    gateway = createGateway({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      BILLING_ADDR: `127.0.0.1:${billingPort}`,
    });
    port = await gateway.start();
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await gateway.stop();
    await billing.stop(0);
    closeGrpcChannels();
  });

  it('reads SHUTDOWN_DRAIN_MS from its configuration', () => {
    expect(gateway.config.SHUTDOWN_DRAIN_MS).toBe(DRAIN_MS);
  });

  it('answers 503 on /readyz while draining, finishes the request in flight, then refuses connections', async () => {
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const inFlight = fetch(`${base}/api/public/plans`);
    await sleep(100);

    const started = Date.now();
    const stopped = gateway.stop();

    const readiness = await fetch(`${base}/readyz`, { headers: { connection: 'close' } });
    expect(readiness.status).toBe(503);
    // Still serving during the drain: a load balancer that has not noticed yet loses nothing.
    const duringDrain = await fetch(`${base}/healthz`, { headers: { connection: 'close' } });
    expect(duringDrain.status).toBe(200);

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ plans: [] });

    expect(await stopped).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(DRAIN_MS - 20);
    expect(await connects(port)).toBe(false);
  });
});
