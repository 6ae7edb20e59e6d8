/**
 * Who is calling and on whose behalf, carried in gRPC metadata from the gateway through every
 * service hop. Tenant, user and roles are never taken from message bodies (see
 * proto/portico/content/v1/content.proto), so this is the one place they are read.
 */
import { Metadata } from '@grpc/grpc-js';
import { KeyObject } from 'node:crypto';
import { context as otelContext, propagation, type Context } from '@opentelemetry/api';
import type { Logger } from '../logger';
import { internalTokenFor, type OutgoingSigners } from './internal-token';

export interface CallContext {
  tenantId?: string;
  userId?: string;
  /** Role keys of the caller in the tenant (admin, client, role1, ...) plus super_admin. */
  roles: string[];
  /** Set while a super admin acts as another user; audit entries name both. */
  impersonatorId?: string;
  requestId?: string;
  /** The caller's session (sid of the access token), for rules that spare the current one. */
  sessionId?: string;
  /** Synthetic traffic (x-synthetic from the browser side): no emails or other side effects. */
  synthetic?: boolean;
  /** The gateway's token vouching for the caller metadata (./internal-token.ts), as received. */
  internalToken?: string;
  /** The admin command's token for an operators' call (./internal-token.ts), as received. */
  operatorToken?: string;
  /** W3C trace context of the caller, as received. */
  traceparent?: string;
  deadline?: Date;
  logger?: Logger;
}

export const METADATA_KEYS = {
  tenantId: 'x-tenant-id',
  userId: 'x-user-id',
  roles: 'x-user-roles',
  impersonatorId: 'x-impersonator-id',
  requestId: 'x-request-id',
  sessionId: 'x-session-id',
  synthetic: 'x-synthetic',
  internalToken: 'x-internal-token',
  operatorToken: 'x-operator-token',
  traceparent: 'traceparent',
  tracestate: 'tracestate',
} as const;

const metadataSetter = {
  set(carrier: Metadata, key: string, value: string) {
    carrier.set(key, value);
  },
};

const metadataGetter = {
  get(carrier: Metadata, key: string) {
    const values = carrier.get(key);
    if (values.length === 0) return undefined;
    return values.map(String);
  },
  keys(carrier: Metadata) {
    return Object.keys(carrier.getMap());
  },
};

function first(md: Metadata, key: string): string | undefined {
  const [value] = md.get(key);
  if (value === undefined) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/**
 * Metadata for an outgoing call. The trace context is injected from the active OpenTelemetry
 * context (so the callee's spans join the caller's trace); without an SDK registered it falls
 * back to the traceparent the caller itself received, so the trace id still travels.
 */
export function toMetadata(
  ctx?: Partial<CallContext>,
  active: Context = otelContext.active(),
  /**
   * The gateway's key (its clients sign the caller metadata), or every signer a client has
   * (internal-token.ts, `internalTokenFor`); else the process's signers, if any.
   */
  signers?: KeyObject | OutgoingSigners,
): Metadata {
  const md = new Metadata();
  if (!ctx) ctx = {};
  if (ctx.tenantId) md.set(METADATA_KEYS.tenantId, ctx.tenantId);
  if (ctx.userId) md.set(METADATA_KEYS.userId, ctx.userId);
  if (ctx.roles && ctx.roles.length > 0) md.set(METADATA_KEYS.roles, ctx.roles.join(','));
  if (ctx.impersonatorId) md.set(METADATA_KEYS.impersonatorId, ctx.impersonatorId);
  if (ctx.requestId) md.set(METADATA_KEYS.requestId, ctx.requestId);
  if (ctx.sessionId) md.set(METADATA_KEYS.sessionId, ctx.sessionId);
  if (ctx.synthetic) md.set(METADATA_KEYS.synthetic, '1');
  const token = internalTokenFor(
    ctx,
    signers instanceof KeyObject ? { callerKey: signers } : (signers ?? {}),
  );
  if (token) md.set(METADATA_KEYS.internalToken, token);
  if (ctx.operatorToken) md.set(METADATA_KEYS.operatorToken, ctx.operatorToken);
  propagation.inject(active, md, metadataSetter);
  if (md.get(METADATA_KEYS.traceparent).length === 0 && ctx.traceparent) {
    md.set(METADATA_KEYS.traceparent, ctx.traceparent);
  }
  return md;
}

/** The caller's context from incoming metadata. */
export function fromMetadata(md: Metadata): CallContext {
  const roles = (first(md, METADATA_KEYS.roles) ?? '')
    .split(',')
    .map((role) => role.trim())
    .filter((role) => role !== '');
  const ctx: CallContext = { roles };
  const tenantId = first(md, METADATA_KEYS.tenantId);
  const userId = first(md, METADATA_KEYS.userId);
  const impersonatorId = first(md, METADATA_KEYS.impersonatorId);
  const requestId = first(md, METADATA_KEYS.requestId);
  const traceparent = first(md, METADATA_KEYS.traceparent);
  if (tenantId) ctx.tenantId = tenantId;
  if (userId) ctx.userId = userId;
  if (impersonatorId) ctx.impersonatorId = impersonatorId;
  if (requestId) ctx.requestId = requestId;
  const sessionId = first(md, METADATA_KEYS.sessionId);
  if (sessionId) ctx.sessionId = sessionId;
  if (first(md, METADATA_KEYS.synthetic) === '1') ctx.synthetic = true;
  const internalToken = first(md, METADATA_KEYS.internalToken);
  if (internalToken) ctx.internalToken = internalToken;
  const operatorToken = first(md, METADATA_KEYS.operatorToken);
  if (operatorToken) ctx.operatorToken = operatorToken;
  if (traceparent) ctx.traceparent = traceparent;
  return ctx;
}

/** The OpenTelemetry context the caller sent, layered on `base`. */
export function extractTraceContext(md: Metadata, base: Context = otelContext.active()): Context {
  return propagation.extract(base, md, metadataGetter);
}
