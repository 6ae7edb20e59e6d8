/**
 * The gateway's product API: every route is a declaration in features/<feature>/ (routes.ts,
 * and a feature's further route files). From the list below come the Express routes (each
 * guarded by its own rule), request validation and the OpenAPI document served at
 * GET /api/openapi.json; its order is the document's.
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
import { accountRoutes } from './accounts/routes';
import { ownershipRoutes } from './ownership/routes';
import { auditRoutes } from './audit/routes';
import { authRoutes } from './auth/routes';
import { billingRoutes } from './billing/routes';
import { paymentsHostedRoutes } from './payments/hostedPages';
import { paymentsRoutes } from './payments/routes';
import { brandAssetRoutes } from './tenant/brandAssets';
import type { GatewayDeps } from '../deps';
import { embedContextRoutes } from './embeds/context';
import { embedRoutes } from './embeds/routes';
import { fileRoutes } from './files/routes';
import { fileVersionRoutes } from './files/versions';
import { folderRoutes } from './folders/routes';
import { approvalRoutes } from './approvals/routes';
import { taskRoutes } from './tasks/routes';
import { taskTemplateRoutes } from './tasks/templates';
import { formRoutes } from './forms/routes';
import { invitationRoutes } from './invitations/routes';
import { meRoutes } from './me/routes';
import { messagingRoutes } from './messaging/routes';
import { streamRoutes } from './messaging/stream';
import { metricsRoutes } from './appHealth/routes';
import { missionControlRoutes } from './missionControl/routes';
import { onboardingRoutes } from './onboarding/routes';
import { pageHeadRoutes } from './public/pageHead';
import { publicRoutes } from './public/routes';
import { tenantRoutes } from './tenant/routes';
import { userRoutes } from './users/routes';
import { tenantSettingsRoutes } from './tenant/settings';
import { domainRoutes } from './domains/routes';
import { integrationRoutes } from './apiKeys/routes';
import { publicApiRoutes } from './publicApi/routes';
import { superSettingsRoutes } from './superSettings/routes';
import { superTenantRoutes } from './superTenants/routes';
import { webhookRoutes } from './webhooks/routes';
import { notificationRoutes } from './notifications/routes';
import { jobRoutes } from './jobs/routes';
import { tenantIntegrationRoutes } from './tenantIntegrations/routes';
import { twoFactorRoutes } from './twoFactor/routes';
import { signInProviderRoutes } from './signInProviders/routes';
import { signInProviderSettingsRoutes } from './signInProviders/settings';

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
  ...pageHeadRoutes,
  openApiRoute,
  ...authRoutes,
  ...meRoutes,
  ...onboardingRoutes,
  ...billingRoutes,
  ...paymentsRoutes,
  ...paymentsHostedRoutes,
  ...invitationRoutes,
  ...tenantRoutes,
  ...accountRoutes,
  ...ownershipRoutes,
  ...userRoutes,
  ...tenantSettingsRoutes,
  ...brandAssetRoutes,
  ...domainRoutes,
  ...fileRoutes,
  ...fileVersionRoutes,
  ...folderRoutes,
  ...approvalRoutes,
  ...taskRoutes,
  ...taskTemplateRoutes,
  ...embedRoutes,
  ...embedContextRoutes,
  ...auditRoutes,
  ...metricsRoutes,
  ...missionControlRoutes,
  ...superSettingsRoutes,
  ...formRoutes,
  ...messagingRoutes,
  ...streamRoutes,
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
