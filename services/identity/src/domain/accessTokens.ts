/**
 * Access tokens are short-lived JWTs signed with Ed25519 (EdDSA). The gateway verifies them
 * locally against the public keys identity publishes (JWKS), so no request needs a round
 * trip to identity. The `kid` header names the key, which makes rotation possible: a new key
 * signs, older keys stay published until every token they signed has expired.
 */
import {
  createPrivateKey,
  generateKeyPairSync,
  randomUUID,
  sign,
  type KeyObject,
} from 'node:crypto';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, type AccessClaims } from '@portico/kit';
import type { SigningKey } from '../store/signingKeys';

export type { SigningKey };

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export function generateSigningKey(now = new Date()): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const kid = randomUUID();
  return {
    kid,
    privatePem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    publicJwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'EdDSA', use: 'sig' },
    createdAt: now,
  };
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * The parsed private key of the PEM that signed last. Parsing a PEM costs more than the Ed25519
 * signature itself (a fifth of identity's CPU under POST /api/auth/refresh in `make bench`), and
 * the key ring re-reads the same key every 30 s, so one entry keyed by the PEM's text is enough.
 */
let parsed: { pem: string; key: KeyObject } | undefined;

function privateKeyOf(pem: string): KeyObject {
  if (parsed?.pem !== pem) parsed = { pem, key: createPrivateKey(pem) };
  return parsed.key;
}

export function signAccessToken(
  key: SigningKey,
  claims: Omit<AccessClaims, 'iat' | 'exp' | 'iss' | 'aud'>,
  now: Date,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): { token: string; expiresAt: Date } {
  const iat = Math.floor(now.getTime() / 1000);
  const full: AccessClaims = {
    ...claims,
    iat,
    exp: iat + ttlSeconds,
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
  };
  const header = base64url(JSON.stringify({ alg: 'EdDSA', typ: 'JWT', kid: key.kid }));
  const payload = base64url(JSON.stringify(full));
  const signature = sign(null, Buffer.from(`${header}.${payload}`), privateKeyOf(key.privatePem));
  return {
    token: `${header}.${payload}.${base64url(signature)}`,
    expiresAt: new Date(full.exp * 1000),
  };
}
