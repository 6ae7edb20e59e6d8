/**
 * The access token's claims: the contract between identity, which signs them (Ed25519 JWT),
 * and the gateway, which verifies them locally. Written once so the two cannot drift.
 */
export const TOKEN_ISSUER = 'portico-identity';
export const TOKEN_AUDIENCE = 'portico';

export interface AccessClaims {
  /** The user the token acts as (the target while impersonating). */
  sub: string;
  /** The session (refresh family) the token belongs to; sign-out revokes it. */
  sid: string;
  email: string;
  /** True for platform super admins (never set on an impersonation token). */
  sa: boolean;
  /** The super admin behind an impersonation, when there is one. */
  imp?: string;
  /**
   * The user has two-factor sign-in on (so this session passed a code). Without it, when the
   * platform requires two-factor sign-in, the gateway lets the session do enrolment only.
   */
  tfa?: boolean;
  iat: number;
  exp: number;
  iss: string;
  aud: string;
}
