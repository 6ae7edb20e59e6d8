import { credentials, type ClientReadableStream } from '@grpc/grpc-js';
import { loadServiceDefinition, type healthV1 } from '@portico/proto';
import { checkHealth, createGrpcClient } from '../../src/grpc';
import { PROBE_SERVICE, startProbe, type RunningProbe } from './probe-service';

let probe: RunningProbe;

/** Cancels a Watch stream and waits for the CANCELLED status that ends it. */
const cancelled = (stream: ClientReadableStream<unknown>) =>
  new Promise<void>((resolve) => {
    stream.on('error', () => resolve());
    stream.cancel();
  });

beforeEach(async () => {
  probe = await startProbe();
});

afterEach(async () => {
  await probe.stop();
});

describe('grpc.health.v1', () => {
  it('reports the server and each added service SERVING once started', async () => {
    expect(await checkHealth(probe.address)).toBe('SERVING');
    expect(await checkHealth(probe.address, PROBE_SERVICE)).toBe('SERVING');
  });

  it('reports NOT_SERVING after a service is marked down, and SERVING again when it recovers', async () => {
    probe.server.health.setStatus(PROBE_SERVICE, 'NOT_SERVING');
    expect(await checkHealth(probe.address, PROBE_SERVICE)).toBe('NOT_SERVING');
    expect(await checkHealth(probe.address)).toBe('SERVING');

    probe.server.health.setStatus(PROBE_SERVICE, 'SERVING');
    expect(await checkHealth(probe.address, PROBE_SERVICE)).toBe('SERVING');
  });

  it('answers Check for an unknown service with NOT_FOUND', async () => {
    await expect(checkHealth(probe.address, 'portico.nothing.v1.Nothing')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('Watch streams the current status and then each change', async () => {
    const { Client } = loadServiceDefinition('health');
    const client = new Client(probe.address, credentials.createInsecure());
    const stream: ClientReadableStream<healthV1.HealthCheckResponse__Output> = client.Watch({
      service: PROBE_SERVICE,
    });
    const seen: string[] = [];
    const twoUpdates = new Promise<void>((resolve) =>
      stream.on('data', (message: healthV1.HealthCheckResponse__Output) => {
        seen.push(message.status);
        if (seen.length === 1) probe.server.health.setStatus(PROBE_SERVICE, 'NOT_SERVING');
        if (seen.length === 2) resolve();
      }),
    );
    await twoUpdates;
    await cancelled(stream);
    client.close();
    expect(seen).toEqual(['SERVING', 'NOT_SERVING']);
  });

  it('Watch of a service not (yet) known says SERVICE_UNKNOWN instead of failing', async () => {
    const { Client } = loadServiceDefinition('health');
    const client = new Client(probe.address, credentials.createInsecure());
    const stream = client.Watch({ service: 'portico.later.v1.Later' });
    const first = await new Promise<healthV1.HealthCheckResponse__Output>((resolve) =>
      stream.once('data', resolve),
    );
    await cancelled(stream);
    client.close();
    expect(first.status).toBe('SERVICE_UNKNOWN');
  });

  it('turns NOT_SERVING as soon as shutdown starts', async () => {
    const health = createGrpcClient(loadServiceDefinition('health').Client, probe.address);
    expect((await health.Check({ service: '' })).status).toBe('SERVING');
    probe.server.health.shutdown();
    expect(probe.server.health.getStatus('')).toBe('NOT_SERVING');
    expect(probe.server.health.getStatus(PROBE_SERVICE)).toBe('NOT_SERVING');
  });
});

describe('shutdown', () => {
  it('lets a call in flight finish within the grace period', async () => {
    const started = probe.nextSlowCall();
    const running = probe.client().Slow({ delay_ms: 150 });
    await started;
    await probe.server.stop(30_000);
    await expect(running).resolves.toEqual({ attempts: 1 });
  });

  it('cancels calls still running after the grace period', async () => {
    const started = probe.nextSlowCall();
    // Far longer than this test may take: stop() returns only because the grace ran out.
    const running = probe.client().Slow({ delay_ms: 600_000 });
    await started;
    await probe.server.stop(100);
    await expect(running).rejects.toMatchObject({
      code: expect.stringMatching(/UNAVAILABLE|INTERNAL/),
    });
  }, 30_000);
});
