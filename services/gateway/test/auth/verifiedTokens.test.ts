import { generateSigningKey, signAccessToken } from '../../../identity/src/domain/accessTokens';
import { publicKeyOf, type KeySource } from '../../src/auth/accessToken';
import { VerifiedTokens } from '../../src/auth/verifiedTokens';

const key = generateSigningKey();
const claims = { sub: 'user-1', sid: 'session-1', email: 'ann@example.com', sa: false };

/** identity's published keys, which a test may withdraw. */
function publishedKeys() {
  let published = true;
  const publicKey = publicKeyOf(key.publicJwk);
  const source: KeySource = {
    keyFor: async (kid) => (published && kid === key.kid ? publicKey : undefined),
  };
  return { source, withdraw: () => (published = false) };
}

describe('verified access tokens at the gateway', () => {
  it('answers a token seen before from memory, with the claims it verified', async () => {
    const tokens = new VerifiedTokens(publishedKeys().source);
    const { token } = signAccessToken(key, claims, new Date());
    const first = await tokens.verify(token);
    expect(first).toMatchObject(claims);
    expect(await tokens.verify(token)).toBe(first);
  });

  it('refuses a remembered token once it has expired', async () => {
    let now = Date.now();
    const tokens = new VerifiedTokens(publishedKeys().source, 100, () => now);
    const { token } = signAccessToken(key, claims, new Date(now), 60);
    await tokens.verify(token);
    now += 61_000;
    await expect(tokens.verify(token)).rejects.toMatchObject({ reason: 'token_expired' });
  });

  it('refuses a remembered token once identity stops publishing its key', async () => {
    const keys = publishedKeys();
    const tokens = new VerifiedTokens(keys.source);
    const { token } = signAccessToken(key, claims, new Date());
    await tokens.verify(token);
    keys.withdraw();
    await expect(tokens.verify(token)).rejects.toMatchObject({ reason: 'invalid_token' });
  });

  it('keeps refusing a forged token: refusals are not remembered as anything', async () => {
    const tokens = new VerifiedTokens(publishedKeys().source);
    const { token } = signAccessToken(key, claims, new Date());
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sa: true })).toString('base64url')}.${signature}`;
    await expect(tokens.verify(forged)).rejects.toMatchObject({ reason: 'invalid_token' });
    await expect(tokens.verify(forged)).rejects.toMatchObject({ reason: 'invalid_token' });
  });

  it('forgets the oldest token when full, verifying it afresh next time', async () => {
    const tokens = new VerifiedTokens(publishedKeys().source, 2);
    const [a, b, c] = ['s-a', 's-b', 's-c'].map(
      (sid) => signAccessToken(key, { ...claims, sid }, new Date()).token,
    ) as [string, string, string];
    const firstA = await tokens.verify(a);
    const firstB = await tokens.verify(b);
    await tokens.verify(c);
    expect(await tokens.verify(b)).toBe(firstB);
    const againA = await tokens.verify(a);
    expect(againA).not.toBe(firstA);
    expect(againA).toEqual(firstA);
  });
});
