import { hashPassword, validatePasswordChange, verifyPassword } from '../../src/domain/passwords';
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
