/**
 * Identity's session, reset and rate-limit rules on real PostgreSQL, with a clock the test
 * moves: rotation, reuse detection, concurrent refreshes, reset expiry and single use,
 * shared counters, key rotation.
 */
import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import { decodeEvent, openDatabase } from '@portico/kit';
import { requestPasswordReset, resetPassword } from '../../src/domain/passwordReset';
import { signIn, signUp } from '../../src/domain/signInUp';
import { KeyRing } from '../../src/domain/keyRing';
import { hitRateLimit } from '../../src/domain/rateLimits';
import { refreshSession, type SessionDeps } from '../../src/domain/sessions';
import { hashToken } from '../../src/domain/tokens';
import { identityTestDatabase, TestClock, type IdentityTestDb } from '../support';

let t: IdentityTestDb;
let clock: TestClock;
let deps: SessionDeps;
let counter = 0;

beforeAll(async () => {
  t = await identityTestDatabase();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  clock = new TestClock();
  deps = { db: t.db, keys: new KeyRing(t.db, clock.now), clock: clock.now };
});

const newUser = async () => {
  counter += 1;
  return signUp(deps, {
    name: 'Rita Rotate',
    email: `rita${counter}@example.com`,
    password: 'long enough',
    companyName: 'R',
  });
};

describe('refresh tokens', () => {
  it('rotate: each refresh consumes the token it was given', async () => {
    const session = await newUser();
    const next = await refreshSession(deps, session.refresh_token);
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(next.session_id).toBe(session.session_id);
    await expect(refreshSession(deps, next.refresh_token)).resolves.toMatchObject({
      session_id: session.session_id,
    });
  });

  it('a reused token revokes the whole family, including the newest token', async () => {
    const session = await newUser();
    const next = await refreshSession(deps, session.refresh_token);
    await expect(refreshSession(deps, session.refresh_token)).rejects.toMatchObject({
      reason: 'refresh_reused',
    });
    await expect(refreshSession(deps, next.refresh_token)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('of two concurrent refreshes with one token exactly one succeeds', async () => {
    const session = await newUser();
    const results = await Promise.allSettled([
      refreshSession(deps, session.refresh_token),
      refreshSession(deps, session.refresh_token),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('expire after 30 days', async () => {
    const session = await newUser();
    clock.advance(30 * 24 * 3600 + 1);
    await expect(refreshSession(deps, session.refresh_token)).rejects.toMatchObject({
      reason: 'refresh_expired',
    });
  });

  it('a refused refresh consumes the token and stores no next one', async () => {
    const session = await newUser();
    const tokensOfSession = async () =>
      (
        await t.db.query<{ used: boolean }>(
          'SELECT used_at IS NOT NULL AS used FROM refresh_tokens WHERE session_id = $1',
          [session.session_id],
        )
      ).rows.map((row) => row.used);
    clock.advance(30 * 24 * 3600 + 1);
    await expect(refreshSession(deps, session.refresh_token)).rejects.toMatchObject({
      reason: 'refresh_expired',
    });
    expect(await tokensOfSession()).toEqual([true]);
  });

  it('a disabled account cannot refresh its session', async () => {
    const session = await newUser();
    await t.db.query('UPDATE users SET disabled_at = now() WHERE id = $1', [session.user.id]);
    await expect(refreshSession(deps, session.refresh_token)).rejects.toMatchObject({
      reason: 'refresh_unknown',
    });
  });

  it('an unknown token is refused without touching any session', async () => {
    await expect(refreshSession(deps, 'not-a-token-anyone-was-given')).rejects.toMatchObject({
      reason: 'refresh_unknown',
    });
  });

  it('are stored only as hashes', async () => {
    const session = await newUser();
    const { rows } = await t.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM refresh_tokens',
    );
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(session.refresh_token));
    expect(rows.map((r) => r.token_hash)).not.toContain(session.refresh_token);
  });
});

describe('password reset links', () => {
  async function linkFor(email: string): Promise<string> {
    await requestPasswordReset(deps, {
      email,
      resetBaseUrl: 'https://portal.example/reset-password',
    });
    const { rows } = await t.db.query<{ payload: Uint8Array }>(
      `SELECT payload FROM outbox WHERE event_type = 'password_reset_requested' ORDER BY id DESC LIMIT 1`,
    );
    const event = decodeEvent('portico.events.v1.UserEvent', rows[0]?.payload ?? new Uint8Array());
    const token = new URL(event.password_reset_requested?.reset_url ?? '').searchParams.get(
      'token',
    );
    if (!token) throw new Error('no reset link in the outbox');
    return token;
  }

  it('work once within 30 minutes and sign the user out everywhere', async () => {
    const session = await newUser();
    const token = await linkFor(session.user.email);
    clock.advance(29 * 60);
    await resetPassword(deps, { token, newPassword: 'brand new secret' });
    await expect(
      signIn(deps, { email: session.user.email, password: 'brand new secret' }),
    ).resolves.toBeDefined();
    await expect(refreshSession(deps, session.refresh_token)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    await expect(
      resetPassword(deps, { token, newPassword: 'another secret' }),
    ).rejects.toMatchObject({
      message: 'This password reset link is invalid or has expired.',
    });
  });

  it('are refused after 30 minutes and change nothing', async () => {
    const session = await newUser();
    const token = await linkFor(session.user.email);
    clock.advance(30 * 60 + 1);
    await expect(
      resetPassword(deps, { token, newPassword: 'too late secret' }),
    ).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
    await expect(
      signIn(deps, { email: session.user.email, password: 'long enough' }),
    ).resolves.toBeDefined();
  });

  it('stores the hash, not the token', async () => {
    const session = await newUser();
    const token = await linkFor(session.user.email);
    const stored = async (value: string) =>
      (await t.db.query('SELECT 1 FROM password_resets WHERE token_hash = $1', [value])).rowCount;
    expect(await stored(token)).toBe(0);
    expect(await stored(hashToken(token))).toBe(1);
  });
});

describe('rate-limit counters', () => {
  it('are shared by every client of the database and reset with the window', async () => {
    const second = await openDatabase({ url: t.url, dataDir: '' });
    try {
      const input = { bucket: 'login:account:x@example.com', limit: 3, windowSeconds: 60 };
      const results = [];
      for (const db of [t.db, second, t.db, second])
        results.push(await hitRateLimit(db, clock.now, input));
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
      expect(results[3]?.retryAfterSeconds).toBeGreaterThan(0);
      clock.advance(60);
      expect((await hitRateLimit(second, clock.now, input)).allowed).toBe(true);
    } finally {
      await second.close();
    }
  });
});

describe('signing keys', () => {
  it('sign inside busy transactions after the key cache went stale, without a pooled connection of their own', async () => {
    // Every connection of a small pool is held by a refresh transaction when the cached key
    // expires: signing must not wait for another connection.
    const small = await openDatabase({ url: t.url, dataDir: '', poolSize: 2 });
    try {
      const keys = new KeyRing(small, clock.now);
      const smallDeps = { db: small, keys, clock: clock.now };
      const sessions = await Promise.all([1, 2, 3, 4].map(() => newUser()));
      await keys.signingKey();
      clock.advance(31);
      const refreshed = await Promise.all(
        sessions.map((s) => refreshSession(smallDeps, s.refresh_token)),
      );
      expect(refreshed.map((r) => r.session_id)).toEqual(sessions.map((s) => s.session_id));
    } finally {
      await small.close();
    }
  });

  it('rotation keeps the previous key published so its tokens still verify', async () => {
    const before = await deps.keys.signingKey();
    const session = await newUser();
    await deps.keys.rotate();
    const after = await deps.keys.signingKey();
    expect(after.kid).not.toBe(before.kid);

    // The access token signed before the rotation, checked against what is published now.
    const [header, payload, signature] = session.access_token.split('.') as [
      string,
      string,
      string,
    ];
    const { kid } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as {
      kid: string;
    };
    expect(kid).toBe(before.kid);
    const published = (await deps.keys.jwks()).keys as Array<JsonWebKey & { kid: string }>;
    const jwk = published.find((key) => key.kid === kid);
    if (!jwk) throw new Error(`key ${kid} is no longer published`);
    const signed = verify(
      null,
      Buffer.from(`${header}.${payload}`),
      createPublicKey({ key: jwk, format: 'jwk' }),
      Buffer.from(signature, 'base64url'),
    );
    expect(signed).toBe(true);
  });
});
