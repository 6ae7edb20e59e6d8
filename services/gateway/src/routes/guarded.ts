/**
 * Registers a route only when the permission table has its row, so no handler can exist
 * without an explicit rule (the guard would refuse it anyway; this fails at start-up).
 */
import type { RequestHandler, Router } from 'express';
import { PERMISSIONS, type RoutePermission } from '../auth/permissions';

type Method = RoutePermission['method'];

export function on(
  router: Router,
  method: Method,
  path: string,
  ...handlers: RequestHandler[]
): void {
  if (!PERMISSIONS.some((p) => p.method === method && p.path === path)) {
    throw new Error(
      `${method} ${path} has no row in the permission table (services/gateway/src/auth/permissions.ts)`,
    );
  }
  const verb = method.toLowerCase() as Lowercase<Method>;
  router[verb](path, ...handlers);
}

/** The JSON body as a record (an absent or non-object body reads as empty). */
export function bodyOf(req: { body?: unknown }): Record<string, unknown> {
  return typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body)
    ? (req.body as Record<string, unknown>)
    : {};
}

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
