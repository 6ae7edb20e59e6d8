/**
 * Opaque secrets (refresh tokens, reset links, invitations): 256 bits from the CSPRNG,
 * sent once, stored only as a SHA-256 hash so a database leak yields nothing usable.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
