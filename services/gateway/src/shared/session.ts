/**
 * What every way of signing in answers (password, two-factor code, a sign-in provider,
 * impersonation): the session's shape, the two-factor challenge that stands in for it, the
 * client a sign-in is recorded for, and the answer that puts the refresh token in its cookie.
 */
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { identityV1 } from '@portico/proto';
import { UserRefSchema } from '../api/schemas';
import { deviceIdOf, keepDeviceCookie } from '../auth/deviceCookie';
import { setRefreshCookie } from '../auth/refreshCookie';

export const SessionSchema = z
  .object({
    access_token: z.string(),
    expires_at: z.string().describe('ISO date of the access token’s expiry'),
    user: UserRefSchema,
    membership: z
      .object({ tenant_id: z.string(), role: z.string() })
      .optional()
      .describe('Sign-up with an invitation: the membership it created'),
  })
  .meta({ id: 'Session' });

/** The password step's answer for a user with two-factor sign-in on: no session yet. */
export const TwoFactorChallengeSchema = z
  .object({
    two_factor_required: z.literal(true),
    challenge: z.string().describe('For POST /api/auth/login/two-factor; single use'),
    challenge_expires_at: z.string().describe('ISO date; 5 minutes after the password step'),
  })
  .meta({ id: 'TwoFactorChallenge' });

/** The browser signing in, as identity records it with the session. */
export const clientOf = (req: Request) => ({
  ip: req.ip ?? '',
  user_agent: req.header('user-agent') ?? '',
  device_id: deviceIdOf(req),
});

/** The answer every sign-in-like call gives; the refresh token goes into the cookie only. */
export function sessionAnswer(
  req: Request,
  res: Response,
  session: identityV1.Session__Output,
  deviceId?: string,
) {
  if (session.refresh_token)
    setRefreshCookie(req, res, session.refresh_token, session.refresh_expires_at);
  if (deviceId) keepDeviceCookie(req, res, deviceId);
  return {
    access_token: session.access_token,
    expires_at: session.expires_at,
    user: { id: session.user?.id ?? '', email: session.user?.email ?? '' },
  };
}
