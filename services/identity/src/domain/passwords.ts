/**
 * Password hashing with scrypt (Node's crypto, no native add-on). The stored form carries
 * its parameters so they can be raised later without invalidating existing hashes.
 */
import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import { invalid, unauthenticated } from '@portico/kit';
import { MESSAGES } from './messages';
import { validatePasswordStrength } from './signup';

const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function scrypt(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, keyLength, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, keyText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(keyText, 'base64');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(expected, actual);
}

export interface PasswordChange {
  currentPassword?: string;
  newPassword?: string;
  /** Optional: the settings page sends a confirmation; the API accepts its absence. */
  confirmPassword?: string;
}

/** Checks the shape of a change before the current password is verified. */
export function validatePasswordChange(change: PasswordChange): { current: string; next: string } {
  const next = change.newPassword ?? '';
  if (change.confirmPassword !== undefined && change.confirmPassword !== next) {
    throw invalid(MESSAGES.passwordsDoNotMatch, 'mismatch');
  }
  if (!next) throw invalid(MESSAGES.passwordsDoNotMatch, 'mismatch');
  validatePasswordStrength(next);
  const current = change.currentPassword ?? '';
  if (!current) throw unauthenticated(MESSAGES.currentPasswordIncorrect, 'current_password');
  return { current, next };
}
