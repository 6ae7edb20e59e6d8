import type { KeyObject } from 'node:crypto';
import { generateSigningKey, signAccessToken } from '../../../identity/src/domain/accessTokens';
import { publicKeyOf, verifyAccessToken, type KeySource } from '../../src/auth/accessToken';
import { JwksCache } from '../../src/auth/jwks';

const key = generateSigningKey();
const keys: KeySource = {
  keyFor: async (kid) => (kid === key.kid ? publicKeyOf(key.publicJwk) : undefined),
};
const claims = { sub: 'user-1', sid: 'session-1', email: 'ann@example.com', sa: false };

describe('access token verification at the gateway', () => {
  it('accepts a token identity signed and reads its claims', async () => {
    const { token } = signAccessToken(key, claims, new Date());
    await expect(verifyAccessToken(token, keys)).resolves.toMatchObject(claims);
  });

  it('refuses an expired token', async () => {
    const { token } = signAccessToken(key, claims, new Date(Date.now() - 3600_000), 60);
    await expect(verifyAccessToken(token, keys)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      reason: 'token_expired',
    });
  });

  it('refuses a token whose claims were changed after signing', async () => {
    const { token } = signAccessToken(key, claims, new Date());
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sa: true, exp: 9e9 })).toString(
      'base64url',
    );
    await expect(verifyAccessToken(`${header}.${forged}.${signature}`, keys)).rejects.toMatchObject(
      {
        reason: 'invalid_token',
      },
    );
  });

  it('refuses a token signed by a key identity does not publish', async () => {
    const { token } = signAccessToken(generateSigningKey(), claims, new Date());
    await expect(verifyAccessToken(token, keys)).rejects.toMatchObject({ reason: 'invalid_token' });
  });

  it.each(['', 'a.b', 'not.a.token'])('refuses the malformed token %j', async (token) => {
    await expect(verifyAccessToken(token, keys)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('JWKS cache', () => {
  it('refetches once when a token names a key it has not seen (rotation)', async () => {
    const first = generateSigningKey();
    const second = generateSigningKey();
    let published = [first.publicJwk];
    let fetches = 0;
    let now = 0;
    const cache = new JwksCache(
      async () => {
        fetches += 1;
        return JSON.stringify({ keys: published });
      },
      () => now,
    );
    expect(await cache.keyFor(first.kid)).toBeDefined();
    published = [second.publicJwk, first.publicJwk];
    now += 10_000;
    const found: KeyObject | undefined = await cache.keyFor(second.kid);
    expect(found).toBeDefined();
    expect(fetches).toBe(2);
    // An unknown kid right after a fetch does not trigger another one.
    expect(await cache.keyFor('forged-kid')).toBeUndefined();
    expect(fetches).toBe(2);
  });
});
