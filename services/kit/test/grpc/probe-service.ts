/**
 * The probe service of fixtures/probe.proto with hand-written types (the kit's tests do not
 * depend on generated code) and a server and client wired the way services wire theirs.
 */
import {
  loadPackageDefinition,
  type Client,
  type ClientUnaryCall,
  type requestCallback,
  type ServiceDefinition,
} from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';
import { LOADER_OPTIONS, type ServiceClientConstructor } from '@portico/proto';
import { context, trace } from '@opentelemetry/api';
import { join } from 'node:path';
import pino from 'pino';
import { Registry } from 'prom-client';
import { DomainError, ERROR_CODES, type ErrorCode } from '../../src/errors';
import {
  closeGrpcChannels,
  currentCall,
  createGrpcClient,
  createGrpcServer,
  unary,
  type GrpcClientOptions,
  type GrpcServer,
} from '../../src/grpc';

export interface ProbeRequest {
  delay_ms?: number;
  fail_times?: number;
  fail_with?: string;
  key?: string;
}
export interface ProbeResponse {
  attempts: number;
}
export interface WhoamiResponse {
  tenant_id: string;
  user_id: string;
  roles: string[];
  impersonator_id: string;
  request_id: string;
  traceparent: string;
  active_trace_id: string;
  has_deadline: boolean;
  scope_deadline_ms: string;
}

export interface ProbeClient extends Client {
  Whoami(argument: ProbeRequest, callback: requestCallback<WhoamiResponse>): ClientUnaryCall;
  Slow(argument: ProbeRequest, callback: requestCallback<ProbeResponse>): ClientUnaryCall;
  ReadFlaky(argument: ProbeRequest, callback: requestCallback<ProbeResponse>): ClientUnaryCall;
  PutFlaky(argument: ProbeRequest, callback: requestCallback<ProbeResponse>): ClientUnaryCall;
  WriteFlaky(argument: ProbeRequest, callback: requestCallback<ProbeResponse>): ClientUnaryCall;
}

const packageDefinition = loadSync(join(__dirname, 'fixtures', 'probe.proto'), LOADER_OPTIONS);
const grpcObject = loadPackageDefinition(packageDefinition) as unknown as {
  portico: { test: { v1: { ProbeService: ServiceClientConstructor<ProbeClient> } } };
};
export const ProbeClientCtor = grpcObject.portico.test.v1.ProbeService;
export const PROBE_SERVICE = 'portico.test.v1.ProbeService';

// Unreferenced, so a handler cut off by a forced shutdown does not hold the test process open.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

export interface RunningProbe {
  server: GrpcServer;
  address: string;
  registry: Registry;
  /** How many times each key reached a flaky handler. */
  attempts: Map<string, number>;
  /** Resolves when the next Slow call reaches its handler (so it is certainly in flight). */
  nextSlowCall(): Promise<void>;
  client(options?: GrpcClientOptions): ReturnType<typeof createGrpcClient<ProbeClient>>;
  stop(): Promise<void>;
}

export async function startProbe(): Promise<RunningProbe> {
  const registry = new Registry();
  const attempts = new Map<string, number>();
  const slowCallWaiters: Array<() => void> = [];
  const server = createGrpcServer({ logger: pino({ level: 'silent' }), registry });

  const flaky = unary<ProbeRequest, ProbeResponse>(async (request) => {
    const key = request.key ?? '';
    const count = (attempts.get(key) ?? 0) + 1;
    attempts.set(key, count);
    if (request.fail_with === 'crash') throw new Error('database password is hunter2');
    if (request.fail_with && (ERROR_CODES as readonly string[]).includes(request.fail_with)) {
      throw new DomainError(
        request.fail_with as ErrorCode,
        `failed with ${request.fail_with}`,
        'probe',
      );
    }
    if (count <= (request.fail_times ?? 0)) {
      throw new DomainError('UNAVAILABLE', 'probe is warming up', 'warming_up');
    }
    return { attempts: count };
  });

  server.addService(ProbeClientCtor.service as ServiceDefinition, {
    Whoami: unary<ProbeRequest, WhoamiResponse>(async (_request, ctx) => ({
      tenant_id: ctx.tenantId ?? '',
      user_id: ctx.userId ?? '',
      roles: ctx.roles,
      impersonator_id: ctx.impersonatorId ?? '',
      request_id: ctx.requestId ?? '',
      traceparent: ctx.traceparent ?? '',
      active_trace_id: trace.getSpan(context.active())?.spanContext().traceId ?? '',
      has_deadline: ctx.deadline !== undefined,
      scope_deadline_ms: String(
        await Promise.resolve().then(() => currentCall()?.deadline?.getTime() ?? 0),
      ),
    })),
    Slow: unary<ProbeRequest, ProbeResponse>(async (request) => {
      for (const started of slowCallWaiters.splice(0)) started();
      await sleep(request.delay_ms ?? 0);
      return { attempts: 1 };
    }),
    ReadFlaky: flaky,
    PutFlaky: flaky,
    WriteFlaky: flaky,
  });

  const port = await server.start(0, '127.0.0.1');
  const address = `127.0.0.1:${port}`;
  return {
    server,
    address,
    registry,
    attempts,
    nextSlowCall: () => new Promise<void>((resolve) => slowCallWaiters.push(resolve)),
    client: (options) => createGrpcClient(ProbeClientCtor, address, options),
    async stop() {
      await server.stop(1000);
      closeGrpcChannels();
    },
  };
}
