/**
 * The gateway's product API. The guard runs first for every /api request (authentication,
 * tenant resolution, the permission table); feature modules then register their routes,
 * each of which must have a row in the table.
 */
import cookieParser from 'cookie-parser';
import type { Router } from 'express';
import { guard } from '../auth/guard';
import { JwksCache } from '../auth/jwks';
import { registerAccountRoutes } from './accounts';
import { registerAuthRoutes } from './auth';
import type { GatewayDeps } from './deps';
import { registerInvitationRoutes } from './invitations';
import { registerMeRoutes } from './me';
import { registerOnboardingRoutes } from './onboarding';
import { registerPublicRoutes } from './public';
import { registerTenantRoutes } from './tenant';

export type { GatewayDeps } from './deps';

export function registerRoutes(router: Router, deps: GatewayDeps): void {
  const keys = new JwksCache(async () => (await deps.services.identity.GetJwks({})).jwks_json);
  router.use(cookieParser());
  router.use(guard(deps, keys));
  registerPublicRoutes(router, deps);
  registerAuthRoutes(router, deps);
  registerMeRoutes(router, deps);
  registerOnboardingRoutes(router, deps);
  registerInvitationRoutes(router, deps);
  registerTenantRoutes(router, deps);
  registerAccountRoutes(router, deps);
}
