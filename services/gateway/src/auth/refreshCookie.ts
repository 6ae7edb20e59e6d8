/**
 * The refresh token travels only in an httpOnly, SameSite=Strict cookie, never in a body
 * the page's scripts can read. Over plain HTTP (local) it is path-scoped to /api/auth. Over
 * HTTPS it takes the `__Host-` prefix and Secure; browsers accept a `__Host-` cookie only
 * with Path=/, so the prefix (no Domain, Secure, whole host) wins over the path scope there.
 */
import type { Request, Response } from 'express';

const PLAIN_NAME = 'portico_refresh';
/**
 * The refresh cookie's readable companion: `portico_session=1`, set and cleared with it, with
 * its expiry but Path=/ so the page's scripts can see it. It says only that a refresh is worth
 * trying (no secret: it holds no token), so the shell skips the start-up refresh for a visitor
 * without a session instead of being answered 401, a console error on every anonymous visit.
 */
export const SESSION_HINT_COOKIE = 'portico_session';
const HOST_NAME = '__Host-portico_refresh';
export const AUTH_PATH = '/api/auth';

function cookieShape(req: Request) {
  return req.secure
    ? {
        name: HOST_NAME,
        options: { httpOnly: true, sameSite: 'strict' as const, secure: true, path: '/' },
      }
    : {
        name: PLAIN_NAME,
        options: { httpOnly: true, sameSite: 'strict' as const, secure: false, path: AUTH_PATH },
      };
}

export function setRefreshCookie(
  req: Request,
  res: Response,
  token: string,
  expiresAt: string,
): void {
  const { name, options } = cookieShape(req);
  const expires = new Date(expiresAt);
  res.cookie(name, token, { ...options, expires });
  res.cookie(SESSION_HINT_COOKIE, '1', { ...hintOptions(req), expires });
}

export function clearRefreshCookie(req: Request, res: Response): void {
  const { name, options } = cookieShape(req);
  res.clearCookie(name, options);
  res.clearCookie(SESSION_HINT_COOKIE, hintOptions(req));
}

const hintOptions = (req: Request) => ({
  httpOnly: false,
  sameSite: 'strict' as const,
  secure: req.secure,
  path: '/',
});

/**
 * Over HTTPS only the `__Host-` name is read: a plain-named cookie could have been planted by
 * a sibling subdomain or over HTTP, which the prefix rules out.
 */
export function readRefreshCookie(req: Request): string | undefined {
  const cookies = (req.cookies ?? {}) as Record<string, string | undefined>;
  return req.secure ? cookies[HOST_NAME] : cookies[PLAIN_NAME];
}
