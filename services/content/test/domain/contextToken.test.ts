import { createPublicKey, generateKeyPairSync, verify, type JsonWebKey } from 'node:crypto';
import { contextSigner, CONTEXT_TOKEN_TTL_SECONDS } from '../../src/domain/contextToken';
import { contextRole } from '../../src/domain/embedContext';

const claims = {
  tenantId: 't-1',
  userId: 'u-1',
  role: 'role2',
  embedId: 'e-1',
  audience: 'https://tools.example.org',
};

function parts(token: string) {
  const [head, body, signature] = token.split('.') as [string, string, string];
  const decode = (part: string) =>
    JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>;
  return { head, body, signature, header: decode(head), payload: decode(body) };
}

const verifies = (token: string, jwk: JsonWebKey) => {
  const { head, body, signature } = parts(token);
  return verify(
    null,
    Buffer.from(`${head}.${body}`),
    createPublicKey({ key: jwk, format: 'jwk' }),
    Buffer.from(signature, 'base64url'),
  );
};

describe('client-context tokens', () => {
  it('verify with the published public key and carry the claims, expiring in five minutes', () => {
    const signer = contextSigner();
    const now = Date.UTC(2026, 0, 1, 12);
    const { token, expiresAt } = signer.mint(claims, now);
    const [key] = signer.jwks().keys;
    expect(key).not.toHaveProperty('d');
    expect(verifies(token, key!)).toBe(true);
    const { header, payload } = parts(token);
    expect(header).toMatchObject({ alg: 'EdDSA', kid: (key as { kid: string }).kid });
    expect(payload).toMatchObject({
      tenant_id: 't-1',
      user_id: 'u-1',
      sub: 'u-1',
      role: 'role2',
      embed_id: 'e-1',
      aud: 'https://tools.example.org',
      iat: now / 1000,
      exp: now / 1000 + CONTEXT_TOKEN_TTL_SECONDS,
    });
    expect(CONTEXT_TOKEN_TTL_SECONDS).toBeLessThanOrEqual(300);
    expect(expiresAt.getTime()).toBe(now + CONTEXT_TOKEN_TTL_SECONDS * 1000);
  });

  it('replicas configured with one key publish the same kid and verify each other’s tokens', () => {
    const jwk = JSON.stringify(generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' }));
    const a = contextSigner(jwk);
    const b = contextSigner(jwk);
    expect(a.jwks()).toEqual(b.jwks());
    expect(verifies(a.mint(claims).token, b.jwks().keys[0]!)).toBe(true);
  });

  it('a token altered after signing no longer verifies', () => {
    const signer = contextSigner();
    const { head, signature } = parts(signer.mint(claims).token);
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect(verifies(`${head}.${forged}.${signature}`, signer.jwks().keys[0]!)).toBe(false);
  });

  it('refuses a key that is not Ed25519', () => {
    const rsa = JSON.stringify(
      generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
    );
    expect(() => contextSigner(rsa)).toThrow('EMBED_CONTEXT_KEY must be an Ed25519 private key');
  });

  it('names the tenant role, and super_admin only when that is all the caller is', () => {
    expect(contextRole({ userId: 'u', roles: ['super_admin', 'admin'] })).toBe('admin');
    expect(contextRole({ userId: 'u', roles: ['super_admin'] })).toBe('super_admin');
    expect(contextRole({ userId: 'u', roles: ['role2'] })).toBe('role2');
  });
});
