import { credentials, status, type ServiceError } from '@grpc/grpc-js';
import pino from 'pino';
import { DomainError } from '../../src/errors';
import { createGrpcClient, createGrpcServer } from '../../src/grpc';
import { ProbeClientCtor, startProbe, type RunningProbe } from './probe-service';

let probe: RunningProbe;

beforeAll(async () => {
  probe = await startProbe();
});

afterAll(async () => {
  await probe.stop();
});

const rejectionOf = async (promise: Promise<unknown>): Promise<DomainError> => {
  try {
    await promise;
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected the call to fail');
};

describe('deadlines', () => {
  it('a call that outlives its deadline fails with DEADLINE_EXCEEDED', async () => {
    const client = probe.client({ deadlineMs: 100 });
    const error = await rejectionOf(client.Slow({ delay_ms: 1000 }));
    expect(error).toBeInstanceOf(DomainError);
    expect(error.code).toBe('DEADLINE_EXCEEDED');
  });

  it('a per-call deadline overrides the client default', async () => {
    const client = probe.client({ deadlineMs: 5000 });
    const error = await rejectionOf(client.Slow({ delay_ms: 1000 }, {}, { deadlineMs: 50 }));
    expect(error.code).toBe('DEADLINE_EXCEEDED');
  });

  it('an outgoing call never outlives the deadline of the call being served', async () => {
    const client = probe.client({ deadlineMs: 5000 });
    const deadline = new Date(Date.now() + 80);
    const error = await rejectionOf(client.Slow({ delay_ms: 1000 }, { deadline, roles: [] }));
    expect(error.code).toBe('DEADLINE_EXCEEDED');
  });

  it('a call whose deadline has already passed never runs the handler', async () => {
    const client = probe.client();
    const error = await rejectionOf(
      client.ReadFlaky({ key: 'expired' }, { deadline: new Date(Date.now() - 1000), roles: [] }),
    );
    expect(error.code).toBe('DEADLINE_EXCEEDED');
    expect(probe.attempts.get('expired')).toBeUndefined();
  });

  it('handlers see the deadline the caller set', async () => {
    const response = await probe.client().Whoami({});
    expect(response.has_deadline).toBe(true);
  });

  it('work inside a handler, after an await, finds the call and its deadline without being passed it', async () => {
    const deadline = new Date(Date.now() + 4000);
    const response = await probe.client().Whoami({}, { deadline, roles: [] });
    // gRPC sends a timeout, not a time, so the server's deadline is the caller's within a
    // few milliseconds either way.
    expect(Math.abs(Number(response.scope_deadline_ms) - deadline.getTime())).toBeLessThan(1000);
  });
});

describe('errors', () => {
  it('a domain error reaches a plain gRPC client as its status, message and reason', async () => {
    const raw = new ProbeClientCtor(probe.address, credentials.createInsecure());
    const error = await new Promise<ServiceError>((resolve) =>
      raw.ReadFlaky({ key: 'raw', fail_with: 'NOT_FOUND' }, (err) => resolve(err as ServiceError)),
    );
    raw.close();
    expect(error.code).toBe(status.NOT_FOUND);
    expect(error.details).toBe('failed with NOT_FOUND');
    expect(error.metadata.get('x-error-reason')).toEqual(['probe']);
  });

  it('a domain error comes back from the kit client as a DomainError with code, message and reason', async () => {
    const error = await rejectionOf(
      probe.client().ReadFlaky({ key: 'denied', fail_with: 'PERMISSION_DENIED' }),
    );
    expect(error).toBeInstanceOf(DomainError);
    expect(error.code).toBe('PERMISSION_DENIED');
    expect(error.message).toBe('failed with PERMISSION_DENIED');
    expect(error.reason).toBe('probe');
  });

  it('an unexpected exception becomes INTERNAL without leaking its message', async () => {
    const error = await rejectionOf(
      probe.client().WriteFlaky({ key: 'crash', fail_with: 'crash' }),
    );
    expect(error.code).toBe('INTERNAL');
    expect(error.message).toBe('Internal error');
    expect(error.message).not.toContain('hunter2');
  });

  it('a server nobody listens on is UNAVAILABLE', async () => {
    const client = createGrpcClient(ProbeClientCtor, '127.0.0.1:1', { deadlineMs: 500 });
    const error = await rejectionOf(client.Whoami({}));
    expect(error.code).toBe('UNAVAILABLE');
  });
});

describe('retries decided by the contract', () => {
  const client = () => probe.client({ retries: 2, retryBackoffMs: 5 });

  it('a NO_SIDE_EFFECTS read is retried while the server is UNAVAILABLE', async () => {
    const response = await client().ReadFlaky({ key: 'read', fail_times: 2 });
    expect(response.attempts).toBe(3);
    expect(probe.attempts.get('read')).toBe(3);
  });

  it('an IDEMPOTENT write is retried while the server is UNAVAILABLE', async () => {
    const response = await client().PutFlaky({ key: 'put', fail_times: 1 });
    expect(response.attempts).toBe(2);
    expect(probe.attempts.get('put')).toBe(2);
  });

  it('gives up on a read after the configured retries', async () => {
    const error = await rejectionOf(
      probe
        .client({ retries: 1, retryBackoffMs: 5 })
        .ReadFlaky({ key: 'read-down', fail_times: 10 }),
    );
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.reason).toBe('warming_up');
    expect(probe.attempts.get('read-down')).toBe(2);
  });

  it('a method without an idempotency level is tried once, even when UNAVAILABLE', async () => {
    const error = await rejectionOf(client().WriteFlaky({ key: 'write', fail_times: 1 }));
    expect(error.code).toBe('UNAVAILABLE');
    expect(probe.attempts.get('write')).toBe(1);
  });

  it('other failures of a read are not retried', async () => {
    const error = await rejectionOf(client().ReadFlaky({ key: 'missing', fail_with: 'NOT_FOUND' }));
    expect(error.code).toBe('NOT_FOUND');
    expect(probe.attempts.get('missing')).toBe(1);
  });
});

describe('clients', () => {
  it('clients of the same address share one channel', () => {
    const a = probe.client();
    const b = probe.client({ deadlineMs: 10 });
    expect(a.raw.getChannel()).toBe(b.raw.getChannel());
  });

  it('call() reaches the same method by name', async () => {
    const response = await probe.client().call('Slow', { delay_ms: 0 });
    expect(response.attempts).toBe(1);
  });
});

describe('metrics', () => {
  it('counts handled calls by service, method and status code and times them', async () => {
    const client = probe.client();
    await client.Slow({ delay_ms: 0 });
    await rejectionOf(client.ReadFlaky({ key: 'metric', fail_with: 'NOT_FOUND' }));

    const handled = await probe.registry.getSingleMetric('grpc_server_handled_total')!.get();
    const count = (method: string, code: string) =>
      handled.values.find(
        (v) =>
          v.labels.service === 'portico.test.v1.ProbeService' &&
          v.labels.method === method &&
          v.labels.code === code,
      )?.value ?? 0;
    expect(count('Slow', 'OK')).toBeGreaterThanOrEqual(1);
    expect(count('ReadFlaky', 'NOT_FOUND')).toBeGreaterThanOrEqual(1);

    const seconds = await probe.registry.getSingleMetric('grpc_server_handling_seconds')!.get();
    // Histogram values carry their series name (_bucket, _sum, _count) beside the labels.
    const slowCount = (
      seconds.values as Array<{ metricName?: string; labels: object; value: number }>
    ).find(
      (v) =>
        v.metricName === 'grpc_server_handling_seconds_count' &&
        (v.labels as { method?: string }).method === 'Slow',
    );
    expect(slowCount?.value).toBeGreaterThanOrEqual(1);
  });

  it('a second server on the same registry shares the metrics instead of failing', async () => {
    const logger = pino({ level: 'silent' });
    expect(() => createGrpcServer({ logger, registry: probe.registry })).not.toThrow();
  });
});
