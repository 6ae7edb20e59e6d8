/**
 * Puts declared routes on an Express router: each route runs its own guard (the rule
 * declared with it), then validation, then its rate limit, then the handler, whose return
 * value is the answer's body.
 */
import type { Router } from 'express';
import type { RouteGuard } from '../auth/guard';
import { rateLimit, RATE_LIMITS } from '../auth/rateLimit';
import type { GatewayDeps } from '../routes/deps';
import type { Route } from './route';
import { validateRequest, type ValidatedInput } from './validation';

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
    const limits = declared.rateLimit ? [rateLimit(deps, RATE_LIMITS[declared.rateLimit])] : [];
    const verb = declared.method.toLowerCase() as
      'get' | 'head' | 'post' | 'put' | 'patch' | 'delete';
    router[verb](
      declared.path,
      guardOf(declared),
      validateRequest(declared),
      ...limits,
      async (req, res) => {
        const input = res.locals.input as ValidatedInput;
        const answer = await declared.handler({ ...input, req, res, deps });
        // A streaming handler has answered (or is still answering) on its own.
        if (declared.streams) return;
        if (declared.status === 204) res.status(204).end();
        else res.status(declared.status).json(answer);
      },
    );
  }
}
