/**
 * Authentication of the public API (/api/v1, allow: 'apiKey'): `Authorization: Bearer <key>`
 * plus `x-tenant-id`. Tenancy checks the key against that tenant only (a key of another tenant,
 * a revoked or malformed key are the same 401), then the request acts as the admin who created
 * the key, with their current role in the tenant: a key never outlives its creator's rights.
 */
import type { Request } from 'express';
import { invalid, unauthenticated } from '@portico/kit';
import type { GatewayDeps } from '../deps';

export const API_KEY_REQUIRED = 'A valid API key is required';
const bearerOf = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
/** A developer calling the API has no workspace to switch: say which header is missing. */
export const API_KEY_TENANT_REQUIRED =
  'Name the workspace this API key belongs to in the x-tenant-id header.';

export function authenticateApiKey(deps: GatewayDeps): (req: Request) => Promise<void> {
  const { tenancy } = deps.services;
  return async (req) => {
    const key = bearerOf(req.header('authorization'));
    if (!key?.startsWith('ptk_')) throw unauthenticated(API_KEY_REQUIRED, 'no_api_key');
    const tenantId = req.header('x-tenant-id')?.trim();
    if (!tenantId) throw invalid(API_KEY_TENANT_REQUIRED, 'no_tenant');
    const found = await tenancy.VerifyApiKey({ key }, { tenantId, requestId: req.id });
    const access = await tenancy.GetAccess(
      { tenant_id: tenantId, is_super_admin: false },
      { userId: found.user_id, requestId: req.id },
    );
    req.auth = { userId: found.user_id, email: '', sessionId: '', isSuperAdmin: false };
    req.apiKey = { keyId: found.key_id };
    req.tenant = {
      tenantId: access.tenant_id,
      role: access.tenant_id === tenantId ? access.effective_role : '',
      memberships: [],
    };
  };
}
