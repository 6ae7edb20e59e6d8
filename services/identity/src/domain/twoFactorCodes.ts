/**
 * The codes of two-factor sign-in, pure: TOTP (RFC 6238: SHA-1, 6 digits, 30 s steps) checked
 * one step either side for clock drift, and the single-use recovery codes.
 */
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { hashToken } from './tokens';

export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: a code copied from paper is read back as written. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

function totpOf(secret: string, issuer = '', label = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export const otpauthUri = (secret: string, issuer: string, label: string): string =>
  totpOf(secret, issuer, label).toString();

/** The QR code as SVG text, made here so the browser bundle carries no QR library. */
export const qrSvg = (uri: string): Promise<string> =>
  QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

/** The code the authenticator shows at `at` (tests, and nothing else, need to compute one). */
export const totpCodeAt = (secret: string, at: Date): string =>
  totpOf(secret).generate({ timestamp: at.getTime() });

export const isTotpShaped = (code: string): boolean => /^\d{6}$/.test(code);

/** The time step a code belongs to when it is valid at `at` (±1 step), else null. */
export function matchingStep(secret: string, code: string, at: Date): number | null {
  if (!isTotpShaped(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** Ten codes shaped `abcde-fghjk`: shown once, then only their hashes are kept. */
export function newRecoveryCodes(): string[] {
  const one = () =>
    Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = one().join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as typed (any case, spaces, with or without the dash) to its stored hash. */
export function recoveryCodeHash(typed: string): string {
  const bare = typed.toLowerCase().replace(/[\s-]/g, '');
  return hashToken(`${bare.slice(0, 5)}-${bare.slice(5)}`);
}

/** A code of the recovery shape (10 letters or digits, maybe split by a dash). */
export const isRecoveryShaped = (code: string): boolean =>
  /^[a-z0-9]{10}$/.test(code.toLowerCase().replace(/[\s-]/g, ''));
