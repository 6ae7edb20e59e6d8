/**
 * Who a client is and what the agency looks like, from the services that own them, asked with
 * the services' token (no caller behind the call): tenancy's active members of the tenant
 * (ListTenantMembers), identity's names and addresses (GetUsers), tenancy's brand and uploaded
 * logo (GetTenantBranding, GetBrandAsset), and the platform's fee by plan from tenancy's
 * platform settings.
 */
import { createGrpcClient, isDomainError, type Logger } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import { platformFeeBps, type PlatformSettingsDoc } from '@portico/rules';
import type { ClientDirectory, PlatformFees } from '../domain/paymentsDeps';

/** An uploaded logo's address in the tenant's config: /api/public/brand-assets/<tenant>/<sha256>. */
const UPLOADED_LOGO = /\/api\/public\/brand-assets\/([0-9a-f-]{36})\/([0-9a-f]{64})$/;

export function serviceDirectory(
  addresses: { tenancy: string; identity: string },
  logger: Logger,
  deadlineMs = 5000,
): ClientDirectory & PlatformFees {
  const tenancy = createGrpcClient(loadServiceDefinition('tenancy').Client, addresses.tenancy, {
    deadlineMs,
  });
  const identity = createGrpcClient(loadServiceDefinition('identity').Client, addresses.identity, {
    deadlineMs,
  });
  return {
    async members(tenantId, userIds) {
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return [];
      const { members } = await tenancy.ListTenantMembers(
        { tenant_id: tenantId, user_ids: ids, role_key: '' },
        {},
      );
      const active = members.map((m) => m.user_id);
      if (active.length === 0) return [];
      const { users } = await identity.GetUsers({ user_ids: active }, {});
      return users.map((user) => ({
        userId: user.id,
        email: user.email,
        name: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email,
      }));
    },

    async brand(tenantId) {
      const branding = await tenancy.GetTenantBranding({ tenant_id: tenantId }, {});
      const uploaded = UPLOADED_LOGO.exec(branding.logo_url);
      if (!uploaded || uploaded[1] !== tenantId) return { name: branding.name };
      try {
        const asset = await tenancy.GetBrandAsset({ tenant_id: tenantId, sha256: uploaded[2] }, {});
        const drawable = asset.content_type === 'image/png' || asset.content_type === 'image/jpeg';
        return { name: branding.name, ...(drawable ? { logo: Buffer.from(asset.data) } : {}) };
      } catch (error) {
        if (!isDomainError(error) || error.code !== 'NOT_FOUND') throw error;
        logger.warn({ tenantId }, 'the tenant’s logo is gone; its invoice PDF has none');
        return { name: branding.name };
      }
    },

    async feeBps(plan) {
      const answer = await tenancy.GetPlatformSettings({}, {});
      const settings = JSON.parse(answer.settings_json || '{}') as Partial<PlatformSettingsDoc>;
      return platformFeeBps(settings.payments, plan);
    },
  };
}
