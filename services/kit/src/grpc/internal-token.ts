/**
 * Who is calling may only be said by the gateway. The gateway signs a short-lived token over
 * the exact caller metadata it sends (user, tenant, roles, impersonator, session) with an
 * Ed25519 key only it holds; a service given the public key (INTERNAL_TOKEN_PUBLIC_KEY)
 * refuses any call that names a caller without a valid token for that very metadata, so a
 * workload that can reach a service's port cannot act as someone by writing x-user-id.
 * Services pass the token on unchanged with the caller's context (`CallContext.internalToken`)
 * when they call each other on the caller's behalf.
 */
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
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

/** A fresh Ed25519 pair as PEM text, for stacks that generate their own (make up, tests). */
export function generateInternalKeyPair(): { privateKey: string; publicKey: string } {
  return generateKeyPairSync('ed25519', {
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
}

function signSubject(key: KeyObject, sub: string, now: number): string {
  const payload = Buffer.from(
    JSON.stringify({ sub, exp: Math.floor(now / 1000) + INTERNAL_TOKEN_TTL_SECONDS }),
  ).toString('base64url');
  return `${payload}.${sign(null, Buffer.from(payload), key).toString('base64url')}`;
}

function verifySubject(key: KeyObject, token: string | undefined, sub: string, now: number) {
  const [payload, signature, extra] = (token ?? '').split('.');
  if (!payload || !signature || extra !== undefined) return false;
  try {
    if (!verify(null, Buffer.from(payload), key, Buffer.from(signature, 'base64url'))) return false;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      sub?: unknown;
      exp?: unknown;
    };
    return claims.sub === sub && typeof claims.exp === 'number' && claims.exp * 1000 > now;
  } catch {
    return false;
  }
}

export function signInternalToken(key: KeyObject, ctx: Identity, now = Date.now()): string {
  return signSubject(key, subjectOf(ctx), now);
}

export function verifyInternalToken(
  key: KeyObject,
  token: string | undefined,
  ctx: Identity,
  now = Date.now(),
): boolean {
  return verifySubject(key, token, subjectOf(ctx), now);
}

/**
 * Operators' calls (granting super admin, rotating the signing key) are vouched for by a key
 * of their own that only the admin command holds (OPERATOR_TOKEN_PRIVATE_KEY): the gateway's
 * key cannot make such a token, so a compromised gateway still cannot crown anyone. The token
 * names the one method it is for, so a captured one cannot be replayed against the other.
 */
export const OPERATOR_TOKEN_KEY = 'x-operator-token';
export const OPERATOR_NOT_VOUCHED = 'Only the admin command may make this call';
const operatorSubject = (method: string) => JSON.stringify(['operator', method]);

export function signOperatorToken(key: KeyObject, method: string, now = Date.now()): string {
  return signSubject(key, operatorSubject(method), now);
}

export function verifyOperatorToken(
  key: KeyObject | undefined,
  token: string | undefined,
  method: string,
  now = Date.now(),
): boolean {
  return key !== undefined && verifySubject(key, token, operatorSubject(method), now);
}

let signer: KeyObject | undefined;

/**
 * A process-wide signer, for tests and tools that call services as the gateway would. The
 * gateway itself gives its key to its own clients only (GrpcClientOptions.callerKey), so
 * services sharing its process never sign in its name.
 */
export function useInternalTokenSigner(key: KeyObject | undefined): void {
  signer = key;
}

/** The token for an outgoing call: the one received with the context, or a fresh one. */
export function internalTokenFor(
  ctx: Partial<CallContext>,
  key: KeyObject | undefined = signer,
): string | undefined {
  if (ctx.internalToken) return ctx.internalToken;
  if (key && namesCaller(ctx)) return signInternalToken(key, ctx);
  return undefined;
}
