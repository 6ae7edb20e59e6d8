/**
 * Puts declared routes on an Express router: each route runs its own guard (the rule
 * declared with it), then validation, then its rate limit, then the handler, whose return
 * value is the answer's body.
 */
import type { IncomingMessage } from 'node:http';
import express, { type Request, type RequestHandler, type Router } from 'express';
import { DomainError } from '@portico/kit';
import type { RouteGuard } from '../auth/guard';
import { rateLimit, RATE_LIMITS } from '../auth/rateLimit';
import type { GatewayDeps } from '../deps';
import type { Route } from './route';
import { validateRequest, type ValidatedInput } from './validation';

/** `METHOD path` of the routes that take their body raw; the JSON parser skips them. */
const rawBodyRoutes = new Set<string>();
const RAW_BODY_LIMIT = '1mb';

/**
 * The JSON parser's `type` test: JSON bodies, except on routes declared `rawBody`, whose
 * bytes must reach the handler untouched (a re-serialised object would not match a signature).
 */
export function parsesAsJson(incoming: IncomingMessage): boolean {
  // Express has made the message its Request by the time a parser runs.
  const req = incoming as Request;
  if (rawBodyRoutes.has(`${req.method} ${req.path}`)) return false;
  return Boolean(req.is('application/json'));
}

/**
 * A browser navigation (a sign-in provider's start or callback) refused by its rate limit
 * goes back to the login page with the reason, not to a page of JSON.
 */
function refusalToLogin(limiter: RequestHandler): RequestHandler {
  return async (req, res, next) => {
    try {
      await limiter(req, res, next);
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'RESOURCE_EXHAUSTED') throw error;
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(302, '/login?error=rate_limited');
    }
  };
}

export function mountRoutes(
  router: Router,
  routes: readonly Route[],
  deps: GatewayDeps,
  guardOf: RouteGuard,
): void {
  const seen = new Set<string>();
  for (const declared of routes) {
    const key = `${declared.method} ${declared.path}`;
    if (seen.has(key)) throw new Error(`${key} is declared twice`);
    seen.add(key);
    const policy = declared.rateLimit && RATE_LIMITS[declared.rateLimit];
    // A policy a service counts itself (auth/rateLimit.ts, `countedBy`) costs the gateway nothing.
    const limiter = policy && !('countedBy' in policy) && rateLimit(deps, policy);
    const limits = !limiter ? [] : declared.redirects ? [refusalToLogin(limiter)] : [limiter];
    if (declared.rawBody) rawBodyRoutes.add(key);
    const raw = declared.rawBody ? [express.raw({ type: () => true, limit: RAW_BODY_LIMIT })] : [];
    const verb = declared.method.toLowerCase() as
      'get' | 'head' | 'post' | 'put' | 'patch' | 'delete';
    router[verb](
      declared.path,
      guardOf(declared),
      ...raw,
      validateRequest(declared),
      ...limits,
      async (req, res) => {
        const input = res.locals.input as ValidatedInput;
        const answer = await declared.handler({ ...input, req, res, deps });
        // A streaming handler has answered (or is still answering) on its own.
        if (declared.streams || declared.redirects) return;
        if (declared.status === 204) res.status(204).end();
        else res.status(declared.status).json(answer);
      },
    );
  }
}
