/**
 * Who is calling may only be said by the gateway. The gateway signs a short-lived token over
 * the exact caller metadata it sends (user, tenant, roles, impersonator, session) with an
 * Ed25519 key only it holds; a service given the public key (INTERNAL_TOKEN_PUBLIC_KEY)
 * refuses any call that names a caller without a valid token for that very metadata, so a
 * workload that can reach a service's port cannot act as someone by writing x-user-id.
 * Services pass the token on unchanged with the caller's context (`CallContext.internalToken`)
 * when they call each other on the caller's behalf.
 *
 * No call goes without a credential: the gateway signs its anonymous calls too (sign-in, an
 * empty subject), and a service calling another with no user behind it (a consumer, a job, a
 * service-only method) signs with the *service* key (SERVICE_TOKEN_PRIVATE_KEY, every service
 * holds it; SERVICE_TOKEN_PUBLIC_KEY verifies). A service token names one method and no
 * caller, so it can never stand in for a user; service-only methods take nothing else.
 */
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { LRUCache } from 'lru-cache';
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

/**
 * Every hop of every request signs one token and verifies it: Ed25519 costs about 60 µs to sign
 * and 150 µs to verify on a quiet core, three times that under load, about a fifth of a proxied read's
 * CPU. Both ends therefore remember: the signer reuses its token for a subject while at least
 * half its minute is left, and the verifier remembers a token whose signature it checked, so the
 * same string is not checked again. Nothing is weaker for it: a remembered token is the very
 * string that was signed or verified, its subject and expiry are compared on every call as
 * before, only valid signatures are remembered (a forger cannot fill the cache), and each key
 * has its own memory, so a rotated key trusts nothing verified with the old one.
 */
const REUSE_WHILE_SECONDS_LEFT = INTERNAL_TOKEN_TTL_SECONDS / 2;
/** Subjects (user, tenant, roles, session) or tokens remembered per key, least recent dropped. */
const REMEMBERED_PER_KEY = 10_000;

interface Claims {
  sub: string;
  /** Seconds since the epoch. */
  exp: number;
}

const signedWith = new WeakMap<KeyObject, LRUCache<string, { token: string; exp: number }>>();
const verifiedWith = new WeakMap<KeyObject, LRUCache<string, Claims>>();

function memoryOf<V extends object>(
  memories: WeakMap<KeyObject, LRUCache<string, V>>,
  key: KeyObject,
): LRUCache<string, V> {
  let memory = memories.get(key);
  if (!memory) {
    memory = new LRUCache<string, V>({ max: REMEMBERED_PER_KEY });
    memories.set(key, memory);
  }
  return memory;
}

function signSubject(key: KeyObject, sub: string, now: number): string {
  const signed = memoryOf(signedWith, key);
  const nowSeconds = Math.floor(now / 1000);
  const held = signed.get(sub);
  // A token from a clock ahead of `now` (a test's) would outlive the minute: signed anew.
  const left = held ? held.exp - nowSeconds : 0;
  if (held && left >= REUSE_WHILE_SECONDS_LEFT && left <= INTERNAL_TOKEN_TTL_SECONDS) {
    return held.token;
  }
  const exp = nowSeconds + INTERNAL_TOKEN_TTL_SECONDS;
  const payload = Buffer.from(JSON.stringify({ sub, exp })).toString('base64url');
  const token = `${payload}.${sign(null, Buffer.from(payload), key).toString('base64url')}`;
  signed.set(sub, { token, exp });
  return token;
}

/** The claims of a token whose signature `key` made, or undefined. */
function claimsOf(key: KeyObject, token: string): Claims | undefined {
  const verified = memoryOf(verifiedWith, key);
  const held = verified.get(token);
  if (held) return held;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  try {
    if (!verify(null, Buffer.from(payload), key, Buffer.from(signature, 'base64url'))) {
      return undefined;
    }
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      sub?: unknown;
      exp?: unknown;
    };
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return undefined;
    const checked = { sub: claims.sub, exp: claims.exp };
    verified.set(token, checked);
    return checked;
  } catch {
    return undefined;
  }
}

function verifySubject(key: KeyObject, token: string | undefined, sub: string, now: number) {
  const claims = token ? claimsOf(key, token) : undefined;
  return claims !== undefined && claims.sub === sub && claims.exp * 1000 > now;
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

/**
 * Services' own calls, with no user behind them, are vouched for by the service key. The token
 * names the method's full path (`/portico.tenancy.v1.TenancyService/ListTenantAdmins`) and no
 * caller: it cannot carry anyone's identity, and a captured one is good for that method only.
 */
export const SERVICE_ONLY = 'Only services may make this call';
const serviceSubject = (path: string) => JSON.stringify(['service', path]);

export function signServiceToken(key: KeyObject, path: string, now = Date.now()): string {
  return signSubject(key, serviceSubject(path), now);
}

export function verifyServiceToken(
  key: KeyObject | undefined,
  token: string | undefined,
  path: string,
  now = Date.now(),
): boolean {
  return key !== undefined && verifySubject(key, token, serviceSubject(path), now);
}

/** Who alone may call a method (serviceOnly, operatorOnly); anyone vouched for if unmarked. */
export type Audience = 'service' | 'operator';

const AUDIENCE = Symbol('portico.audience');
type Audienced = { [AUDIENCE]?: Audience };

/**
 * Marks a handler (made by `unary`) as a method only services call: a job's lookup, never a
 * user's request. The server then takes service tokens only, so a gateway token, even an
 * anonymous one, is refused (PERMISSION_DENIED).
 */
export function serviceOnly<H extends object>(handler: H): H {
  (handler as Audienced)[AUDIENCE] = 'service';
  return handler;
}

/**
 * Marks a handler as a method only the admin command calls: its credential is the operators'
 * token, which the handler itself must verify for its method (verifyOperatorToken); the server
 * asks for no gateway or service token, since the admin command holds neither key.
 */
export function operatorOnly<H extends object>(handler: H): H {
  (handler as Audienced)[AUDIENCE] = 'operator';
  return handler;
}

/** Whom `handler` was marked for, if anyone. */
export function audienceOf(handler: unknown): Audience | undefined {
  return typeof handler === 'function' ? (handler as Audienced)[AUDIENCE] : undefined;
}

let signer: KeyObject | undefined;
let serviceSigner: KeyObject | undefined;

/**
 * A process-wide signer, for tests and tools that call services as the gateway would. The
 * gateway itself gives its key to its own clients only (GrpcClientOptions.callerKey), so
 * services sharing its process never sign in its name.
 */
export function useInternalTokenSigner(key: KeyObject | undefined): void {
  signer = key;
}

/**
 * The process's service key: the runtime sets it from SERVICE_TOKEN_PRIVATE_KEY, so every
 * client a service makes (consumers, jobs) signs its caller-less calls without each call site
 * passing the key. Services sharing a process (make up) share one pair, as in the cluster.
 */
export function useServiceTokenSigner(key: KeyObject | undefined): void {
  serviceSigner = key;
}

export interface OutgoingSigners {
  /** The gateway's key, given to the gateway's own clients only. */
  callerKey?: KeyObject;
  /** A service key given to this very client (else the process's, if any). */
  serviceKey?: KeyObject;
  /** The method's full path, which a service token names. */
  path?: string;
}

/**
 * The token for an outgoing call: the one received with the context; else the gateway's for
 * the exact metadata (anonymous calls included); else, for a call naming nobody, a service
 * token for the method. A call naming a caller never gets a service token: only the gateway
 * may vouch for a user.
 */
export function internalTokenFor(
  ctx: Partial<CallContext>,
  signers: OutgoingSigners = {},
): string | undefined {
  if (ctx.internalToken) return ctx.internalToken;
  if (signers.callerKey) return signInternalToken(signers.callerKey, ctx);
  if (namesCaller(ctx)) return signer ? signInternalToken(signer, ctx) : undefined;
  const serviceKey = signers.serviceKey ?? serviceSigner;
  if (serviceKey && signers.path) return signServiceToken(serviceKey, signers.path);
  return signer ? signInternalToken(signer, ctx) : undefined;
}
