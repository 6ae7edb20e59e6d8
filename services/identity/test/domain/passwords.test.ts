import { scryptSync } from 'node:crypto';
import { Algorithm, hash as argon2Hash } from '@node-rs/argon2';
import { runInCall } from '@portico/kit';
import {
  DUMMY_HASH,
  hashPassword,
  limitHashing,
  needsRehash,
  validatePasswordChange,
  verifyPassword,
} from '../../src/domain/passwords';
import { hashToken, newOpaqueToken } from '../../src/domain/tokens';
import { validateProfile } from '../../src/domain/profile';

/** A scrypt hash as versions before Argon2id stored it: `scrypt$N$r$p$salt$key`. */
function legacyScrypt(password: string, N: number): string {
  const salt = Buffer.alloc(16, 7);
  const key = scryptSync(password, salt, 32, { N, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
  return `scrypt$${N}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    await expect(verifyPassword('correct horse', stored)).resolves.toBe(true);
    await expect(verifyPassword('wrong horse', stored)).resolves.toBe(false);
  });

  it('refuses every password for an account without a hash or with a damaged one', async () => {
    await expect(verifyPassword('anything', null)).resolves.toBe(false);
    await expect(verifyPassword('anything', '$argon2id$v=19$m=19456,t=2,p=1$bad')).resolves.toBe(
      false,
    );
    await expect(verifyPassword('anything', 'plain text')).resolves.toBe(false);
  });

  it("hashes with Argon2id at OWASP's parameters (19 MiB, t=2, p=1), a fresh salt each time", async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    expect(needsRehash(stored)).toBe(false);
    expect(await hashPassword('correct horse')).not.toBe(stored);
  });

  it('the stand-in hash for unknown emails verifies no password and costs a real verification', async () => {
    expect(DUMMY_HASH.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    await expect(verifyPassword('', DUMMY_HASH)).resolves.toBe(false);
    await expect(verifyPassword('correct horse', DUMMY_HASH)).resolves.toBe(false);
    expect(needsRehash(DUMMY_HASH)).toBe(false);
  });

  it.each([16384, 131072])(
    'still verifies a scrypt hash of earlier versions (N=%i) and asks for it to be re-made',
    async (N) => {
      const old = legacyScrypt('old password', N);
      await expect(verifyPassword('old password', old)).resolves.toBe(true);
      await expect(verifyPassword('wrong password', old)).resolves.toBe(false);
      expect(needsRehash(old)).toBe(true);
    },
  );

  it('asks for an Argon2id hash of weaker parameters to be re-made', async () => {
    const weaker = await argon2Hash('old password', {
      algorithm: Algorithm.Argon2id,
      memoryCost: 4096,
      timeCost: 1,
      parallelism: 1,
    });
    await expect(verifyPassword('old password', weaker)).resolves.toBe(true);
    expect(needsRehash(weaker)).toBe(true);
  });

  it('bounds concurrent hashing: past the queue a flood is refused instead of taking memory', async () => {
    limitHashing(1, 1);
    try {
      const results = await Promise.allSettled([
        hashPassword('one password'),
        hashPassword('two password'),
        hashPassword('three password'),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      expect((results[2] as PromiseRejectedResult).reason).toMatchObject({
        code: 'UNAVAILABLE',
        message: 'Too many sign-ins right now. Please try again.',
      });
    } finally {
      limitHashing(2);
    }
  });
});

describe('password hashing under a login flood', () => {
  /** A hash made on behalf of a caller who waits until `waitMs` from now. */
  const hashFor = (waitMs: number, password: string) =>
    runInCall({ roles: [], deadline: new Date(Date.now() + waitMs) }, () => hashPassword(password));

  // Argon2id takes about 10 ms here, too close to any deadline a test could set: the slot is
  // held instead by verifying a legacy scrypt hash at N=2^17 (hundreds of milliseconds).
  const slow = legacyScrypt('slow password', 131072);
  const slowSignIn = () => verifyPassword('slow password', slow);

  afterEach(() => limitHashing(2));

  it('drops a queued hash whose caller gave up, and the next waiting caller still gets one', async () => {
    limitHashing(1, 10);
    const results = await Promise.allSettled([
      slowSignIn(),
      hashFor(20, 'gone password'),
      hashPassword('third password'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({
      code: 'DEADLINE_EXCEEDED',
    });
  });

  it('refuses at once a sign-in that could not be reached before its deadline', async () => {
    limitHashing(1, 10);
    await slowSignIn(); // learns how long one hash takes here
    let firstDone = false;
    const first = slowSignIn().then(() => (firstDone = true));
    await expect(hashFor(5, 'late password')).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: 'Too many sign-ins right now. Please try again.',
    });
    expect(firstDone).toBe(false);
    await first;
  });
});

describe('password change rules (docs/product.md §5)', () => {
  it.each([
    [
      { currentPassword: 'old-secret', newPassword: 'new-secret1', confirmPassword: 'new-secret2' },
      'New passwords do not match.',
    ],
    [{ currentPassword: 'old-secret', newPassword: '' }, 'New passwords do not match.'],
    [
      { currentPassword: 'old-secret', newPassword: 'short' },
      'Password must be at least 8 characters',
    ],
    [{ currentPassword: '', newPassword: 'new-secret1' }, 'Current password is incorrect.'],
  ])('%j is refused with %j', (change, message) => {
    expect(() => validatePasswordChange(change)).toThrow(message);
  });
});

describe('opaque tokens', () => {
  it('carry at least 128 bits and are stored as a hash that differs from the token', () => {
    const token = newOpaqueToken();
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(hashToken(token)).not.toContain(token);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(newOpaqueToken()).not.toBe(token);
  });
});

describe('profile rules', () => {
  it.each([
    [{ first_name: 'Ann', last_name: '' }, 'First and last name are required'],
    [{ first_name: 'Ann', last_name: 'Lee', linkedin: 'linkedin/ann' }, 'LinkedIn must be a URL'],
  ])('%j is refused with %j', (input, message) => {
    expect(() => validateProfile(input)).toThrow(message);
  });
});
