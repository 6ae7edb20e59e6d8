/**
 * Sign-in upgrades a password hash of an earlier version on real PostgreSQL: an account whose
 * stored hash is still scrypt signs in with its password, its hash is rewritten as Argon2id at
 * today's parameters, and the same password keeps working; a wrong password rewrites nothing.
 */
import { scryptSync } from 'node:crypto';
import { KeyRing } from '../../src/domain/keyRing';
import { signIn, signUp } from '../../src/domain/signInUp';
import type { SessionDeps } from '../../src/domain/sessions';
import { identityTestDatabase, TestClock, type IdentityTestDb } from '../support';

// The legacy hash is scrypt at N=2^17 (128 MiB, hundreds of milliseconds on a busy machine).
jest.setTimeout(60_000);

let t: IdentityTestDb;
let deps: SessionDeps;

beforeAll(async () => {
  t = await identityTestDatabase();
  const clock = new TestClock();
  deps = { db: t.db, keys: new KeyRing(t.db, clock.now), clock: clock.now };
});
afterAll(async () => {
  await t?.close();
});

/** The stored form versions before Argon2id wrote: `scrypt$N$r$p$salt$key`. */
function scryptHash(password: string): string {
  const salt = Buffer.alloc(16, 3);
  const key = scryptSync(password, salt, 32, { N: 131072, r: 8, p: 1, maxmem: 160 * 2 ** 20 });
  return `scrypt$131072$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

const storedHash = async (email: string) =>
  (
    await t.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE email = $1',
      [email],
    )
  ).rows[0]?.password_hash;

describe('an account with a scrypt hash from an earlier version', () => {
  const email = 'olive.old@example.com';
  const password = 'old but good password';
  const legacy = scryptHash(password);

  beforeAll(async () => {
    await signUp(deps, {
      name: 'Olive Old',
      email,
      password: 'replaced at once',
      companyName: 'O',
    });
    await t.db.query('UPDATE users SET password_hash = $2 WHERE email = $1', [email, legacy]);
  });

  it('a wrong password is refused and leaves the hash as it was', async () => {
    await expect(signIn(deps, { email, password: 'not the password' })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(await storedHash(email)).toBe(legacy);
  });

  it('signs in with its password, and the hash is rewritten as Argon2id that the password still opens', async () => {
    const session = await signIn(deps, { email, password });
    expect(session).toHaveProperty('access_token');

    const upgraded = await storedHash(email);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    await expect(signIn(deps, { email, password })).resolves.toHaveProperty('access_token');
    expect(await storedHash(email)).toBe(upgraded);
    await expect(signIn(deps, { email, password: 'not the password' })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});
