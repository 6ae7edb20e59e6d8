/** The API key calls of TenancyService: decode, call one domain function, encode. */
import { invalid, unary, unauthenticated, type CallContext, type Database } from '@portico/kit';
import type { tenancyV1 } from '@portico/proto';
import { SUPER_ADMIN_ROLE } from '@portico/rules';
import {
  apiAccessAllowed,
  createApiKey,
  listTenantApiKeys,
  revokeApiKey,
  verifyApiKey,
  type ApiKeyActor,
} from '../domain/apiKeys';

function tenantOf(ctx: CallContext): string {
  if (!ctx.tenantId)
    throw invalid('No active tenant selected. Please switch a workspace first.', 'no_tenant');
  return ctx.tenantId;
}

function actorOf(ctx: CallContext): ApiKeyActor {
  if (!ctx.userId) throw unauthenticated();
  return {
    tenantId: tenantOf(ctx),
    actorId: ctx.userId,
    impersonatorId: ctx.impersonatorId,
    actorIsSuperAdmin: ctx.roles.includes(SUPER_ADMIN_ROLE),
  };
}

type ApiKeyMethods = Pick<
  tenancyV1.TenancyServiceHandlers,
  'ListApiKeys' | 'CreateApiKey' | 'RevokeApiKey' | 'VerifyApiKey'
>;

export function apiKeyHandlers(db: Database): ApiKeyMethods {
  return {
    ListApiKeys: unary(async (_req, ctx) => ({
      keys: await listTenantApiKeys(db, actorOf(ctx)),
      allowed: await apiAccessAllowed(db, actorOf(ctx)),
    })),
    CreateApiKey: unary(async (req: tenancyV1.CreateApiKeyRequest__Output, ctx) => {
      const { key, ...apiKey } = await createApiKey(db, { ...actorOf(ctx), label: req.label });
      return { api_key: apiKey, key };
    }),
    RevokeApiKey: unary(async (req: tenancyV1.RevokeApiKeyRequest__Output, ctx) => {
      await revokeApiKey(db, { ...actorOf(ctx), id: req.id });
      return {};
    }),
    VerifyApiKey: unary(async (req: tenancyV1.VerifyApiKeyRequest__Output, ctx) => {
      const found = await verifyApiKey(db, { tenantId: tenantOf(ctx), key: req.key });
      if (!found) throw unauthenticated('Invalid API key', 'invalid_api_key');
      return { key_id: found.keyId, tenant_id: found.tenantId, user_id: found.userId };
    }),
  };
}
