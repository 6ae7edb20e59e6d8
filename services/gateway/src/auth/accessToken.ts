/**
 * Verifies access tokens locally: EdDSA signature against identity's published keys (by
 * `kid`), issuer, audience and expiry. Anything wrong answers 401 with one message.
 */
import { createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, unauthenticated, type AccessClaims } from '@portico/kit';

const INVALID = 'Auth session missing!';

export interface KeySource {
  /** The public key for `kid`, or undefined when identity does not publish it. */
  keyFor(kid: string): Promise<KeyObject | undefined>;
}

export function publicKeyOf(jwk: JsonWebKey): KeyObject {
  return createPublicKey({ key: jwk, format: 'jwk' });
}

function decodePart<T>(part: string | undefined): T {
  try {
    return JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as T;
  } catch {
    throw unauthenticated(INVALID, 'invalid_token');
  }
}

export async function verifyAccessToken(
  token: string,
  keys: KeySource,
  now = Date.now(),
): Promise<AccessClaims> {
  const parts = token.split('.');
  if (parts.length !== 3) throw unauthenticated(INVALID, 'invalid_token');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodePart<{ alg?: string; kid?: string }>(headerPart);
  if (header.alg !== 'EdDSA' || !header.kid) throw unauthenticated(INVALID, 'invalid_token');
  const key = await keys.keyFor(header.kid);
  if (!key) throw unauthenticated(INVALID, 'invalid_token');
  const signed = verify(
    null,
    Buffer.from(`${headerPart}.${payloadPart}`),
    key,
    Buffer.from(signaturePart, 'base64url'),
  );
  if (!signed) throw unauthenticated(INVALID, 'invalid_token');
  const claims = decodePart<AccessClaims>(payloadPart);
  if (claims.iss !== TOKEN_ISSUER || claims.aud !== TOKEN_AUDIENCE || !claims.sub || !claims.sid) {
    throw unauthenticated(INVALID, 'invalid_token');
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) {
    throw unauthenticated('Your session has expired. Please sign in again.', 'token_expired');
  }
  return claims;
}
