import { scryptSync } from 'node:crypto';
import { runInCall } from '@portico/kit';
import {
  hashPassword,
  limitHashing,
  needsRehash,
  validatePasswordChange,
  verifyPassword,
} from '../../src/domain/passwords';
import { hashToken, newOpaqueToken } from '../../src/domain/tokens';
import { validateProfile } from '../../src/domain/profile';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored.startsWith('scrypt$')).toBe(true);
    await expect(verifyPassword('correct horse', stored)).resolves.toBe(true);
    await expect(verifyPassword('wrong horse', stored)).resolves.toBe(false);
  });

  it('refuses every password for an account without a hash', async () => {
    await expect(verifyPassword('anything', null)).resolves.toBe(false);
  });

  it("hashes at OWASP's scrypt minimum (N=2^17, r=8, p=1)", async () => {
    const stored = await hashPassword('correct horse');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    expect(needsRehash(stored)).toBe(false);
  });

  it('still verifies a hash made with the old N=2^14 and asks for it to be re-made', async () => {
    const salt = Buffer.alloc(16, 7);
    const key = scryptSync('old password', salt, 32, { N: 16384, r: 8, p: 1 });
    const old = `scrypt$16384$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    await expect(verifyPassword('old password', old)).resolves.toBe(true);
    expect(needsRehash(old)).toBe(true);
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

  afterEach(() => limitHashing(2));

  it('drops a queued hash whose caller gave up, and the next waiting caller still gets one', async () => {
    limitHashing(1, 10);
    const results = await Promise.allSettled([
      hashPassword('first password'),
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
    await hashPassword('warm-up password'); // learns how long one hash takes here
    let firstDone = false;
    const first = hashPassword('first password').then(() => (firstDone = true));
    await expect(hashFor(5, 'late password')).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: 'Too many sign-ins right now. Please try again.',
    });
    expect(firstDone).toBe(false);
    await first;
  });
});

describe('password change rules (spec part 2 §5)', () => {
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
