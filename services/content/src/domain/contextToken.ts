/**
 * Client-context tokens for embeds (issue 12): a short EdDSA JWT naming the tenant, user, role
 * and embed, with `aud` = the embed's origin so one tool cannot replay it at another. EdDSA
 * rather than a shared secret: tools verify with the published JWKS and hold nothing that
 * could mint tokens themselves.
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';

export const CONTEXT_TOKEN_TTL_SECONDS = 300;
export const CONTEXT_TOKEN_ISSUER = 'portico';

export interface ContextClaims {
  tenantId: string;
  userId: string;
  role: string;
  embedId: string;
  audience: string;
}

export interface ContextSigner {
  mint(claims: ContextClaims, now?: number): { token: string; expiresAt: Date };
  jwks(): { keys: JsonWebKey[] };
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * `privateJwk`: an Ed25519 private key as JWK JSON (every replica needs the same one). Unset,
 * a key per process serves a single replica (make up); tokens then die with the process, which
 * at a five-minute lifetime costs a tool one reload.
 */
export function contextSigner(privateJwk?: string): ContextSigner {
  const privateKey: KeyObject = privateJwk
    ? createPrivateKey({ key: JSON.parse(privateJwk) as JsonWebKey, format: 'jwk' })
    : generateKeyPairSync('ed25519').privateKey;
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error('EMBED_CONTEXT_KEY must be an Ed25519 private key (JWK)');
  const publicJwk = createPublicKey(privateKey).export({ format: 'jwk' });
  // The kid is the key's thumbprint-like digest: stable across replicas sharing the key.
  const kid = createHash('sha256').update(String(publicJwk.x)).digest('base64url').slice(0, 16);

  return {
    mint(claims, now = Date.now()) {
      const iat = Math.floor(now / 1000);
      const exp = iat + CONTEXT_TOKEN_TTL_SECONDS;
      const head = b64({ alg: 'EdDSA', typ: 'JWT', kid });
      const body = b64({
        iss: CONTEXT_TOKEN_ISSUER,
        sub: claims.userId,
        aud: claims.audience,
        iat,
        exp,
        tenant_id: claims.tenantId,
        user_id: claims.userId,
        role: claims.role,
        embed_id: claims.embedId,
      });
      const signature = sign(null, Buffer.from(`${head}.${body}`), privateKey).toString(
        'base64url',
      );
      return { token: `${head}.${body}.${signature}`, expiresAt: new Date(exp * 1000) };
    },
    jwks: () => ({ keys: [{ ...publicJwk, kid, alg: 'EdDSA', use: 'sig' }] }),
  };
}
