/**
 * Who is calling may only be said by the gateway. The gateway signs a short-lived token over
 * the exact caller metadata it sends (user, tenant, roles, impersonator, session) with an
 * Ed25519 key only it holds; a service given the public key (INTERNAL_TOKEN_PUBLIC_KEY)
 * refuses any call that names a caller without a valid token for that very metadata, so a
 * workload that can reach a service's port cannot act as someone by writing x-user-id.
 * Services pass the token on unchanged with the caller's context (`CallContext.internalToken`)
 * when they call each other on the caller's behalf.
 */
import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import type { CallContext } from './context';

export const INTERNAL_TOKEN_KEY = 'x-internal-token';
export const INTERNAL_TOKEN_TTL_SECONDS = 60;
export const CALLER_NOT_VOUCHED = 'Caller identity must come from the gateway';

type Identity = Pick<
  Partial<CallContext>,
  'userId' | 'tenantId' | 'roles' | 'impersonatorId' | 'sessionId'
>;

/** Whether the context names a caller at all (calls naming nobody need no token). */
export const namesCaller = (ctx: Identity) =>
  Boolean(ctx.userId || ctx.tenantId || ctx.impersonatorId || ctx.sessionId || ctx.roles?.length);

/** The exact caller metadata a token vouches for. */
function subjectOf(ctx: Identity): string {
  return JSON.stringify([
    ctx.userId ?? '',
    ctx.tenantId ?? '',
    [...(ctx.roles ?? [])].join(','),
    ctx.impersonatorId ?? '',
    ctx.sessionId ?? '',
  ]);
}

/** A PEM (or its base64, as environment variables often carry it) as a key object. */
function pemOf(text: string): string {
  const trimmed = text.trim();
  return trimmed.startsWith('-----') ? trimmed : Buffer.from(trimmed, 'base64').toString('utf8');
}
export const internalSigningKey = (text: string): KeyObject => createPrivateKey(pemOf(text));
export const internalVerifyingKey = (text: string): KeyObject => createPublicKey(pemOf(text));

export function signInternalToken(key: KeyObject, ctx: Identity, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({
      sub: subjectOf(ctx),
      exp: Math.floor(now / 1000) + INTERNAL_TOKEN_TTL_SECONDS,
    }),
  ).toString('base64url');
  return `${payload}.${sign(null, Buffer.from(payload), key).toString('base64url')}`;
}

export function verifyInternalToken(
  key: KeyObject,
  token: string | undefined,
  ctx: Identity,
  now = Date.now(),
): boolean {
  const [payload, signature, extra] = (token ?? '').split('.');
  if (!payload || !signature || extra !== undefined) return false;
  try {
    if (!verify(null, Buffer.from(payload), key, Buffer.from(signature, 'base64url'))) return false;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      sub?: unknown;
      exp?: unknown;
    };
    return (
      claims.sub === subjectOf(ctx) && typeof claims.exp === 'number' && claims.exp * 1000 > now
    );
  } catch {
    return false;
  }
}

let signer: KeyObject | undefined;

/** The gateway installs its key; every outgoing call naming a caller then carries a token. */
export function useInternalTokenSigner(key: KeyObject | undefined): void {
  signer = key;
}

/** The token for an outgoing call: the one received with the context, or a fresh one. */
export function internalTokenFor(ctx: Partial<CallContext>): string | undefined {
  if (ctx.internalToken) return ctx.internalToken;
  if (signer && namesCaller(ctx)) return signInternalToken(signer, ctx);
  return undefined;
}
