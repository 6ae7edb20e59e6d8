/** Tenancy's gRPC client, for the tenants an announcement reaches (on the super admin's behalf). */
import { createGrpcClient, type GrpcClient } from '@portico/kit';
import { loadServiceDefinition, type ServiceTypes } from '@portico/proto';

export type TenancyClient = GrpcClient<ServiceTypes['tenancy']['client']>;

export function tenancyClient(addr: string | undefined): TenancyClient | undefined {
  return addr
    ? createGrpcClient(loadServiceDefinition('tenancy').Client, addr, { deadlineMs: 10_000 })
    : undefined;
}

export interface TenantBrand {
  name: string;
  color: string;
  /** As the tenant's config holds it: an uploaded logo is a path under the portal. */
  logoUrl: string;
}

/**
 * A tenant's brand for its email, asked with the services' token (GetTenantBranding, service
 * only); undefined without tenancy or for an unknown tenant. Rejects while tenancy cannot
 * answer, so the event waits rather than leave with another name on it.
 */
export function tenantBrand(client: TenancyClient | undefined) {
  return async (tenantId: string): Promise<TenantBrand | undefined> => {
    if (!client) return undefined;
    const brand = await client.GetTenantBranding({ tenant_id: tenantId }, {});
    return brand.found
      ? { name: brand.name, color: brand.brand_color, logoUrl: brand.logo_url }
      : undefined;
  };
}

/**
 * A tenant's default language (en or es; undefined when it set none, without tenancy or for an
 * unknown tenant), for what speaks to the tenant as a whole (its Slack channel). Rejects while
 * tenancy cannot answer, as tenantBrand does.
 */
export function tenantLocale(client: TenancyClient | undefined) {
  return async (tenantId: string): Promise<string | undefined> => {
    if (!client) return undefined;
    const branding = await client.GetTenantBranding({ tenant_id: tenantId }, {});
    return (branding.found && branding.default_locale) || undefined;
  };
}
