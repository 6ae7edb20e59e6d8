/**
 * The one place a service's gRPC handlers meet the wire: build the caller's context from
 * metadata, refuse work whose deadline already passed, run the handler inside the caller's
 * trace, map errors to status codes, and count the outcome.
 */
import {
  Metadata,
  status as GrpcStatus,
  type handleUnaryCall,
  type sendUnaryData,
  type ServerUnaryCall,
  type ServiceError,
} from '@grpc/grpc-js';
import { context as otelContext, trace } from '@opentelemetry/api';
import { grpcStatusOf, isDomainError } from '../errors';
import type { Logger } from '../logger';
import { extractTraceContext, fromMetadata, type CallContext } from './context';
import type { KeyObject } from 'node:crypto';
import {
  CALLER_NOT_VOUCHED,
  namesCaller,
  type Audience,
  SERVICE_ONLY,
  verifyInternalToken,
  verifyServiceToken,
} from './internal-token';
import type { GrpcServerMetrics } from './metrics';
import { runInCall } from './call-scope';

export const ERROR_REASON_KEY = 'x-error-reason';
/** Seconds a RESOURCE_EXHAUSTED caller should wait, so the gateway can say Retry-After. */
export const RETRY_AFTER_KEY = 'x-retry-after';

export type UnaryHandler<Req, Res> = (request: Req, ctx: CallContext) => Promise<Res>;

/** Where a handler runs: filled in by the server when the service is added. */
export interface HandlerEnvironment {
  service: string;
  method: string;
  logger?: Logger;
  metrics?: GrpcServerMetrics;
  /** The gateway's public key: calls naming a caller must carry its token (internal-token.ts). */
  callerKey?: KeyObject;
  /** The services' public key: calls naming nobody may carry a service token instead. */
  serviceKey?: KeyObject;
  /** The method's full path (`/portico.tenancy.v1.TenancyService/ListTenantAdmins`). */
  path?: string;
  /** Who alone may call the method (serviceOnly, operatorOnly); anyone vouched for if unset. */
  audience?: Audience;
}

const HANDLER = Symbol('portico.unaryHandler');

/**
 * Why a call may not run, or undefined when its credential holds. With no key configured
 * (local runs without the stack's keys, unit tests) caller metadata is believed as sent.
 */
function credentialRefusal(
  ctx: CallContext,
  env: HandlerEnvironment,
): { code: GrpcStatus; details: string } | undefined {
  if (env.audience === 'operator') return undefined;
  if (!env.callerKey && !env.serviceKey) return undefined;
  const token = ctx.internalToken;
  // A service token vouches for no one: it counts only on a call that names nobody.
  if (!namesCaller(ctx) && env.path && verifyServiceToken(env.serviceKey, token, env.path)) {
    return undefined;
  }
  const fromGateway = env.callerKey !== undefined && verifyInternalToken(env.callerKey, token, ctx);
  if (fromGateway && env.audience !== 'service') return undefined;
  if (fromGateway) return { code: GrpcStatus.PERMISSION_DENIED, details: SERVICE_ONLY };
  return { code: GrpcStatus.UNAUTHENTICATED, details: CALLER_NOT_VOUCHED };
}

type MarkedUnary<Req, Res> = handleUnaryCall<Req, Res> & { [HANDLER]: UnaryHandler<Req, Res> };

/**
 * Wraps a handler written as `async (request, ctx) => response`. Added through the kit's
 * server it is labelled with its service and method and reports to its logger and metrics.
 */
export function unary<Req, Res>(fn: UnaryHandler<Req, Res>): handleUnaryCall<Req, Res> {
  const handler = bindUnary(fn, { service: 'unknown', method: 'unknown' }) as MarkedUnary<Req, Res>;
  handler[HANDLER] = fn;
  return handler;
}

/** The handler function given to `unary`, if `handler` was made by it. */
export function unaryHandlerOf(handler: unknown): UnaryHandler<unknown, unknown> | undefined {
  return typeof handler === 'function'
    ? (handler as Partial<MarkedUnary<unknown, unknown>>)[HANDLER]
    : undefined;
}

export function bindUnary<Req, Res>(
  fn: UnaryHandler<Req, Res>,
  env: HandlerEnvironment,
): handleUnaryCall<Req, Res> {
  return (call: ServerUnaryCall<Req, Res>, callback: sendUnaryData<Res>) => {
    const started = process.hrtime.bigint();
    const finish = (code: GrpcStatus) => {
      if (!env.metrics) return;
      const labels = { service: env.service, method: env.method };
      env.metrics.handled.inc({ ...labels, code: GrpcStatus[code] ?? String(code) });
      env.metrics.handlingSeconds.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    };

    const ctx = fromMetadata(call.metadata);
    const deadline = call.getDeadline();
    if (deadline instanceof Date || (typeof deadline === 'number' && Number.isFinite(deadline))) {
      ctx.deadline = new Date(deadline);
    }
    ctx.logger = env.logger?.child({
      grpc_method: `${env.service}/${env.method}`,
      request_id: ctx.requestId,
      tenant_id: ctx.tenantId,
      user_id: ctx.userId,
    });

    const refusal = credentialRefusal(ctx, env);
    if (refusal) {
      ctx.logger?.warn(
        { code: GrpcStatus[refusal.code], names_caller: namesCaller(ctx) },
        'refused a call without a credential that admits it',
      );
      finish(refusal.code);
      callback(refusal);
      return;
    }

    if (ctx.deadline && ctx.deadline.getTime() <= Date.now()) {
      finish(GrpcStatus.DEADLINE_EXCEEDED);
      callback({
        code: GrpcStatus.DEADLINE_EXCEEDED,
        details: 'Deadline exceeded before the call started',
      });
      return;
    }

    // With gRPC instrumentation loaded the server span is already active and parented on the
    // caller; otherwise join the caller's trace from the traceparent it sent.
    const active = otelContext.active();
    const runIn = trace.getSpan(active) ? active : extractTraceContext(call.metadata, active);

    // Through a promise executor, so a handler that throws before its first await is handled
    // like one that rejects.
    new Promise<Res>((resolve) =>
      resolve(otelContext.with(runIn, () => runInCall(ctx, () => fn(call.request, ctx)))),
    ).then(
      (response) => {
        finish(GrpcStatus.OK);
        callback(null, response);
      },
      (error: unknown) => {
        const serviceError = toServiceError(error, ctx, env);
        finish(serviceError.code);
        callback(serviceError);
      },
    );
  };
}

function toServiceError(
  error: unknown,
  ctx: CallContext,
  env: HandlerEnvironment,
): Partial<ServiceError> & { code: GrpcStatus } {
  if (isDomainError(error)) {
    const metadata = new Metadata();
    if (error.reason) metadata.set(ERROR_REASON_KEY, error.reason);
    if (error.retryAfterSeconds !== undefined)
      metadata.set(RETRY_AFTER_KEY, String(error.retryAfterSeconds));
    return { code: grpcStatusOf(error.code), details: error.message, metadata };
  }
  // Anything else is a bug or an outage: the caller learns only that, the log has the rest.
  if (ctx.logger)
    ctx.logger.error({ err: error }, `unhandled error in ${env.service}/${env.method}`);
  else console.error(`unhandled error in ${env.service}/${env.method}`, error);
  return { code: GrpcStatus.INTERNAL, details: 'Internal error' };
}
