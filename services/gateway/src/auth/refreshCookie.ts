/**
 * The refresh token travels only in an httpOnly, SameSite=Strict cookie, never in a body
 * the page's scripts can read. Over plain HTTP (local) it is path-scoped to /api/auth. Over
 * HTTPS it takes the `__Host-` prefix and Secure; browsers accept a `__Host-` cookie only
 * with Path=/, so the prefix (no Domain, Secure, whole host) wins over the path scope there.
 */
import type { Request, Response } from 'express';

const PLAIN_NAME = 'portico_refresh';
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
  res.cookie(name, token, { ...options, expires: new Date(expiresAt) });
}

export function clearRefreshCookie(req: Request, res: Response): void {
  const { name, options } = cookieShape(req);
  res.clearCookie(name, options);
}

/**
 * Over HTTPS only the `__Host-` name is read: a plain-named cookie could have been planted by
 * a sibling subdomain or over HTTP, which the prefix rules out.
 */
export function readRefreshCookie(req: Request): string | undefined {
  const cookies = (req.cookies ?? {}) as Record<string, string | undefined>;
  return req.secure ? cookies[HOST_NAME] : cookies[PLAIN_NAME];
}
