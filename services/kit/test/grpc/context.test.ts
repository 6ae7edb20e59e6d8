import { Metadata } from '@grpc/grpc-js';
import { context, propagation, trace, type Span } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { TracerProvider } from '@opentelemetry/sdk-trace';
import { fromMetadata, toMetadata } from '../../src/grpc';
import { startProbe, type RunningProbe } from './probe-service';

describe('call context in metadata', () => {
  it('round-trips tenant, user, roles, impersonator and request id', () => {
    const md = toMetadata({
      tenantId: 't-1',
      userId: 'u-1',
      roles: ['admin', 'role1'],
      impersonatorId: 'super-1',
      requestId: 'req-1',
    });
    expect(md.get('x-tenant-id')).toEqual(['t-1']);
    expect(md.get('x-user-roles')).toEqual(['admin,role1']);
    expect(fromMetadata(md)).toEqual({
      tenantId: 't-1',
      userId: 'u-1',
      roles: ['admin', 'role1'],
      impersonatorId: 'super-1',
      requestId: 'req-1',
    });
  });

  it('reads a caller without tenant or user as anonymous with no roles', () => {
    const md = new Metadata();
    md.set('x-user-roles', ' , ');
    expect(fromMetadata(md)).toEqual({ roles: [] });
  });

  it('sends nothing for an empty context', () => {
    expect(toMetadata({ roles: [] }).getMap()).toEqual({});
  });

  it('passes on the traceparent it received when no tracing SDK is registered', () => {
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    expect(toMetadata({ roles: [], traceparent }).get('traceparent')).toEqual([traceparent]);
  });
});

describe('trace context across a call', () => {
  let probe: RunningProbe;
  const contextManager = new AsyncLocalStorageContextManager();

  beforeAll(async () => {
    context.setGlobalContextManager(contextManager.enable());
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    trace.setGlobalTracerProvider(new TracerProvider());
    probe = await startProbe();
  });

  afterAll(async () => {
    await probe.stop();
    trace.disable();
    propagation.disable();
    context.disable();
  });

  it('tenant, user, roles and request id reach the handler', async () => {
    const seen = await probe.client().Whoami(
      {},
      {
        tenantId: 'tenant-a',
        userId: 'user-a',
        roles: ['client', 'role2'],
        impersonatorId: 'sa',
        requestId: 'r-9',
      },
    );
    expect(seen).toMatchObject({
      tenant_id: 'tenant-a',
      user_id: 'user-a',
      roles: ['client', 'role2'],
      impersonator_id: 'sa',
      request_id: 'r-9',
    });
  });

  it("the handler runs in the caller's trace", async () => {
    const tracer = trace.getTracer('grpc-context-test');
    const { seen, span } = await tracer.startActiveSpan('gateway request', async (span: Span) => {
      try {
        return { seen: await probe.client().Whoami({}, { roles: [] }), span };
      } finally {
        span.end();
      }
    });
    const traceId = span.spanContext().traceId;
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(seen.active_trace_id).toBe(traceId);
    expect(seen.traceparent).toContain(traceId);
  });

  it('a call outside any span starts no trace of its own', async () => {
    const seen = await probe.client().Whoami({}, { roles: [] });
    expect(seen.traceparent).toBe('');
    expect(seen.active_trace_id).toBe('');
  });
});
