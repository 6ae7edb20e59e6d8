/**
 * Calling another service: promise methods typed by the generated client, a deadline on every
 * call (never later than the deadline of the call being served), retries only where the
 * contract says a repeat is harmless, and errors back as DomainError so a NOT_FOUND three hops away still
 * reaches the browser as a 404 with the service's message.
 */
import {
  Channel,
  credentials,
  status as GrpcStatus,
  type CallOptions,
  type Client,
  type ClientUnaryCall,
  type Metadata,
  type requestCallback,
  type ServiceDefinition,
  type ServiceError,
} from '@grpc/grpc-js';
import type { KeyObject } from 'node:crypto';
import { loadServiceDefinition, type ServiceClientConstructor } from '@portico/proto';
import { DomainError, errorCodeOfGrpc } from '../errors';
import { toMetadata, type CallContext } from './context';
import { ERROR_REASON_KEY, RETRY_AFTER_KEY } from './unary';

export interface GrpcClientOptions {
  /** Deadline of each call unless the call says otherwise; default 5000. */
  deadlineMs?: number;
  /**
   * Extra attempts for methods the contract marks safe to repeat; default 2. Those are the
   * methods with `option idempotency_level = NO_SIDE_EFFECTS` (reads) or `IDEMPOTENT`
   * (writes keyed so a repeat changes nothing) in their .proto; they are retried only when
   * the server was UNAVAILABLE. Any other method is tried once: a write that timed out may
   * have happened.
   */
  retries?: number;
  /** First pause between attempts, doubled each time; default 50 ms. */
  retryBackoffMs?: number;
  /**
   * The gateway's private key: calls naming a caller carry a fresh token for it
   * (internal-token.ts). Only the gateway's own clients are given it, so a service running in
   * the same process (make up, the test stacks) still passes on tokens as in the cluster.
   */
  callerKey?: KeyObject;
  /**
   * A service key (SERVICE_TOKEN_PRIVATE_KEY's): calls naming nobody carry a service token for
   * the method. Without it the process's service key is used (the runtime sets it).
   */
  serviceKey?: KeyObject;
}

export interface CallOverrides {
  deadlineMs?: number;
}

/** Unary methods of a generated client, by their proto (PascalCase) names. */
type UnaryMethodName<C> = {
  [K in keyof C]: K extends string
    ? K extends Capitalize<K>
      ? C[K] extends (
          argument: infer _Req,
          callback: requestCallback<infer _Res>,
        ) => ClientUnaryCall
        ? K
        : never
      : never
    : never;
}[keyof C];

// The last overload of each generated method is `(argument, callback)`; inference reads it.
type RequestOf<F> = F extends (
  argument: infer Req,
  callback: requestCallback<infer _Res>,
) => ClientUnaryCall
  ? Req
  : never;
type ResponseOf<F> = F extends (
  argument: infer _Req,
  callback: requestCallback<infer Res>,
) => ClientUnaryCall
  ? Res
  : never;

/** A generated client's unary methods as promises. */
export type Promisified<C> = {
  [K in UnaryMethodName<C>]: (
    request: RequestOf<C[K]>,
    ctx?: Partial<CallContext>,
    overrides?: CallOverrides,
  ) => Promise<ResponseOf<C[K]>>;
};

export type GrpcClient<C extends Client> = Promisified<C> & {
  /** The same call by method name, for code that picks the method at run time. */
  call<K extends UnaryMethodName<C>>(
    method: K,
    request: RequestOf<C[K]>,
    ctx?: Partial<CallContext>,
    overrides?: CallOverrides,
  ): Promise<ResponseOf<C[K]>>;
  readonly raw: C;
};

const channels = new Map<string, Channel>();

/**
 * Calls are spread over every address the target resolves to. In the cluster the target is a
 * headless Service (`dns:///portico-identity:50051`): DNS answers with each ready pod, so
 * autoscaled replicas get traffic instead of the one pod a single connection landed on.
 */
export const GRPC_CHANNEL_OPTIONS = {
  'grpc.service_config': JSON.stringify({ loadBalancingConfig: [{ round_robin: {} }] }),
};

/** One channel per address (a connection per resolved backend), shared by every client of it. */
function channelFor(address: string): Channel {
  let channel = channels.get(address);
  if (!channel) {
    channel = new Channel(address, credentials.createInsecure(), GRPC_CHANNEL_OPTIONS);
    channels.set(address, channel);
  }
  return channel;
}

/** Closes every shared channel (at shutdown, after the servers stopped). */
export function closeGrpcChannels(): void {
  for (const channel of channels.values()) channel.close();
  channels.clear();
}

/** The reason of a DomainError for a call the server does not implement (HTTP 501). */
export const UNIMPLEMENTED_REASON = 'unimplemented';

/** A gRPC failure as the DomainError it stands for, with the server's message and reason. */
export function domainErrorOf(error: ServiceError): DomainError {
  const [reason] = error.metadata?.get(ERROR_REASON_KEY) ?? [];
  const [retryAfter] = error.metadata?.get(RETRY_AFTER_KEY) ?? [];
  const seconds = retryAfter === undefined ? Number.NaN : Number(String(retryAfter));
  // A method the server lacks: its text names internal methods, so callers get the reason only.
  if (error.code === GrpcStatus.UNIMPLEMENTED) {
    return new DomainError('INTERNAL', 'Not implemented', UNIMPLEMENTED_REASON);
  }
  return new DomainError(
    errorCodeOfGrpc(error.code),
    error.details || error.message,
    reason === undefined ? undefined : String(reason),
    Number.isFinite(seconds) ? seconds : undefined,
  );
}

/** What @grpc/proto-loader keeps of each method's options (`MethodDefinition.options`). */
interface MethodWithOptions {
  options?: { idempotency_level?: string };
}

const REPEATABLE_LEVELS = new Set(['NO_SIDE_EFFECTS', 'IDEMPOTENT']);

/** Methods whose contract says a repeat is harmless, by their proto (PascalCase) names. */
export function repeatableMethods(service: ServiceDefinition): Set<string> {
  return new Set(
    Object.entries(service as Record<string, MethodWithOptions>)
      .filter(([, method]) => REPEATABLE_LEVELS.has(method.options?.idempotency_level ?? ''))
      .map(([name]) => name),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function deadlineOf(ctx: Partial<CallContext> | undefined, ms: number): Date {
  const own = Date.now() + ms;
  const inherited = ctx?.deadline?.getTime();
  return new Date(inherited !== undefined && inherited < own ? inherited : own);
}

export function createGrpcClient<C extends Client>(
  ClientCtor: ServiceClientConstructor<C>,
  address: string,
  options: GrpcClientOptions = {},
): GrpcClient<C> {
  const deadlineMs = options.deadlineMs ?? 5000;
  const retries = options.retries ?? 2;
  const backoffMs = options.retryBackoffMs ?? 50;
  const idempotent = repeatableMethods(ClientCtor.service);
  // A service token names the method's full path, as the server knows it.
  const methods = Object.entries(ClientCtor.service);
  const pathOf = (method: string) =>
    methods.find(([name, definition]) => name === method || definition.originalName === method)?.[1]
      .path;
  const raw = new ClientCtor(address, credentials.createInsecure(), {
    channelOverride: channelFor(address),
  });

  const attempt = (method: string, request: unknown, metadata: Metadata, deadline: Date) =>
    new Promise<unknown>((resolve, reject) => {
      const fn = (raw as unknown as Record<string, unknown>)[method];
      if (typeof fn !== 'function') {
        reject(new Error(`${ClientCtor.serviceName} has no method ${method}`));
        return;
      }
      const callOptions: CallOptions = { deadline };
      fn.call(
        raw,
        request,
        metadata,
        callOptions,
        (error: ServiceError | null, response: unknown) =>
          error ? reject(error) : resolve(response),
      );
    });

  const call = async (
    method: string,
    request: unknown,
    ctx?: Partial<CallContext>,
    overrides?: CallOverrides,
  ): Promise<unknown> => {
    const deadline = deadlineOf(ctx, overrides?.deadlineMs ?? deadlineMs);
    const metadata = toMetadata(ctx, undefined, {
      callerKey: options.callerKey,
      serviceKey: options.serviceKey,
      path: pathOf(method),
    });
    const maxAttempts = idempotent.has(method) ? retries + 1 : 1;
    for (let attemptNo = 1; ; attemptNo++) {
      try {
        return await attempt(method, request, metadata, deadline);
      } catch (error) {
        const serviceError = error as ServiceError;
        if (typeof serviceError.code !== 'number') throw error;
        const pause = backoffMs * 2 ** (attemptNo - 1);
        const retry =
          serviceError.code === GrpcStatus.UNAVAILABLE &&
          attemptNo < maxAttempts &&
          Date.now() + pause < deadline.getTime();
        if (!retry) throw domainErrorOf(serviceError);
        await sleep(pause);
      }
    }
  };

  return new Proxy({ call, raw } as unknown as GrpcClient<C>, {
    get(target, property, receiver) {
      if (property in target || typeof property !== 'string') {
        return Reflect.get(target, property, receiver);
      }
      return (request: unknown, ctx?: Partial<CallContext>, overrides?: CallOverrides) =>
        call(property, request, ctx, overrides);
    },
  });
}

/**
 * Asks a server's grpc.health.v1 service how `service` is doing ('' for the whole server).
 * Rejects with DomainError NOT_FOUND for a service the server does not know.
 */
export async function checkHealth(
  address: string,
  service = '',
  deadlineMs = 2000,
): Promise<'SERVING' | 'NOT_SERVING' | 'UNKNOWN'> {
  const client = createGrpcClient(loadServiceDefinition('health').Client, address, { deadlineMs });
  const response = await client.Check({ service });
  return response.status === 'SERVING' || response.status === 'NOT_SERVING'
    ? response.status
    : 'UNKNOWN';
}
