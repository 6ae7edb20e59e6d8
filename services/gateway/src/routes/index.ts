/**
 * The gateway's product API: every route is a declaration in routes/<feature>.ts. From the
 * list below come the Express routes (each guarded by its own rule), request validation and
 * the OpenAPI document served at GET /api/openapi.json.
 */
import cookieParser from 'cookie-parser';
import type { Router } from 'express';
import { z } from 'zod';
import { mountRoutes } from '../api/mount';
import { buildOpenApiDocument, type OpenApiDocument } from '../api/openapi';
import { responseSchemaLookup } from '../api/responses';
import { route, type Route } from '../api/route';
import { guard } from '../auth/guard';
import { JwksCache } from '../auth/jwks';
import { accountRoutes } from './accounts';
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { billingRoutes } from './billing';
import { brandAssetRoutes } from './brandAssets';
import type { GatewayDeps } from './deps';
import { embedContextRoutes } from './embedContext';
import { embedRoutes } from './embeds';
import { fileRoutes } from './files';
import { formRoutes } from './forms';
import { invitationRoutes } from './invitations';
import { ownershipRoutes } from './ownership';
import { meRoutes } from './me';
import { metricsRoutes } from './metrics';
import { missionControlRoutes } from './missionControl';
import { onboardingRoutes } from './onboarding';
import { publicRoutes } from './public';
import { tenantRoutes } from './tenant';
import { userRoutes } from './users';
import { tenantSettingsRoutes } from './tenantSettings';
import { domainRoutes } from './domains';
import { integrationRoutes } from './integrations';
import { publicApiRoutes } from './publicApi';
import { superSettingsRoutes } from './superSettings';
import { superTenantRoutes } from './superTenants';
import { webhookRoutes } from './webhooks';
import { notificationRoutes } from './notifications';
import { jobRoutes } from './jobs';
import { tenantIntegrationRoutes } from './tenantIntegrations';
import { twoFactorRoutes } from './twoFactor';
import { signInProviderRoutes } from './signInProviders';
import { signInProviderSettingsRoutes } from './signInProviderSettings';

export type { GatewayDeps } from './deps';

let document: OpenApiDocument | undefined;

const openApiRoute = route({
  method: 'GET',
  path: '/api/openapi.json',
  summary: 'This document: every route of the API with its schemas and who may call it',
  tag: 'Public',
  allow: 'public',
  response: z.record(z.string(), z.unknown()).describe('An OpenAPI 3.1 document'),
  handler: () => openApiDocument() as unknown as Record<string, unknown>,
});

export const API_ROUTES: readonly Route[] = [
  ...publicRoutes,
  openApiRoute,
  ...authRoutes,
  ...meRoutes,
  ...onboardingRoutes,
  ...billingRoutes,
  ...invitationRoutes,
  ...tenantRoutes,
  ...accountRoutes,
  ...ownershipRoutes,
  ...userRoutes,
  ...tenantSettingsRoutes,
  ...brandAssetRoutes,
  ...domainRoutes,
  ...fileRoutes,
  ...embedRoutes,
  ...embedContextRoutes,
  ...auditRoutes,
  ...metricsRoutes,
  ...missionControlRoutes,
  ...superSettingsRoutes,
  ...formRoutes,
  ...integrationRoutes,
  ...webhookRoutes,
  ...publicApiRoutes,
  ...superTenantRoutes,
  ...notificationRoutes,
  ...jobRoutes,
  ...tenantIntegrationRoutes,
  ...twoFactorRoutes,
  ...signInProviderRoutes,
  ...signInProviderSettingsRoutes,
];

/** The API's OpenAPI document, built from the declarations (no service needed). */
export const openApiDocument = (): OpenApiDocument =>
  (document ??= buildOpenApiDocument(API_ROUTES));

/** The schema a test validates an answer against (see api/responses.ts). */
export const responseSchemaFor = responseSchemaLookup(API_ROUTES);

export function registerRoutes(router: Router, deps: GatewayDeps): void {
  const keys = new JwksCache(async () => (await deps.services.identity.GetJwks({})).jwks_json);
  router.use(cookieParser());
  mountRoutes(router, API_ROUTES, deps, guard(deps, keys));
}
