/**
 * A long-lived random id per browser, in an httpOnly cookie sent only to the auth routes.
 * Identity remembers (hashed) which devices have signed in to an account, so that account's
 * failed-attempt limit never blocks its owner's own browser. Over HTTPS it takes the
 * `__Host-` prefix (Secure, whole host), and only that name is read there.
 */
import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { AUTH_PATH } from './refreshCookie';

const PLAIN_NAME = 'portico_device';
const HOST_NAME = '__Host-portico_device';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const SHAPE = /^[A-Za-z0-9_-]{32,64}$/;

/** The request's device id, or a new one (set by `keepDeviceCookie` once signed in). */
export function deviceIdOf(req: Request): string {
  const cookies = (req.cookies ?? {}) as Record<string, string | undefined>;
  const held = cookies[req.secure ? HOST_NAME : PLAIN_NAME];
  return held && SHAPE.test(held) ? held : randomBytes(32).toString('base64url');
}

/**
 * After a successful sign-in or sign-up: the browser keeps the id identity now knows. Set
 * after the refresh cookie, and only when the browser did not already send it.
 */
export function keepDeviceCookie(req: Request, res: Response, id: string): void {
  const cookies = (req.cookies ?? {}) as Record<string, string | undefined>;
  const name = req.secure ? HOST_NAME : PLAIN_NAME;
  if (cookies[name] === id) return;
  res.cookie(name, id, {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
    path: req.secure ? '/' : AUTH_PATH,
    maxAge: ONE_YEAR_MS,
  });
}
