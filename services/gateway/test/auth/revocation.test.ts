import { generateKeyPairSync } from 'node:crypto';
import { JwksCache } from '../../src/auth/jwks';
import { addressKey } from '../../src/auth/rateLimit';
import { RevokedSessions } from '../../src/auth/revocation';

describe('revoked sessions', () => {
  it('refuses a revoked session until its tokens would have expired, then forgets it', () => {
    let now = 1_000;
    const revoked = new RevokedSessions(() => now);
    revoked.revoke(['s1'], 5_000);
    expect(revoked.isRevoked('s1')).toBe(true);
    expect(revoked.isRevoked('s2')).toBe(false);
    now = 5_000;
    expect(revoked.isRevoked('s1')).toBe(false);
  });

  it('a revocation wins over an earlier confirmation that the session was active', () => {
    const revoked = new RevokedSessions(() => 0);
    revoked.markActive('s1');
    expect(revoked.isKnownActive('s1')).toBe(true);
    revoked.revoke(['s1'], 60_000);
    expect(revoked.isKnownActive('s1')).toBe(false);
    revoked.markActive('s1');
    expect(revoked.isRevoked('s1')).toBe(true);
  });

  it('stays bounded, dropping the oldest entries first', () => {
    const revoked = new RevokedSessions(() => 0, 2);
    revoked.revoke(['a', 'b', 'c'], 60_000);
    expect(['a', 'b', 'c'].map((id) => revoked.isRevoked(id))).toEqual([false, true, true]);
  });
});

describe('rate-limit address key', () => {
  it('counts every address of one IPv6 /64 together', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });

  it('keeps IPv4, also IPv4-mapped, per address', () => {
    expect(addressKey('10.0.0.1')).toBe('10.0.0.1');
    expect(addressKey('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(addressKey(undefined)).toBe('unknown');
  });
});

describe('emergency key rotation', () => {
  it('a key identity stopped publishing is no longer accepted within a minute', async () => {
    const jwk = {
      ...generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' }),
      kid: 'old',
    };
    let published = [jwk];
    let now = 0;
    const cache = new JwksCache(
      async () => JSON.stringify({ keys: published }),
      () => now,
    );
    expect(await cache.keyFor('old')).toBeDefined();
    published = [];
    now += 60_000;
    expect(await cache.keyFor('old')).toBeUndefined();
  });
});
