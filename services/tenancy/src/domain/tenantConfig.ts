/** The tenant shell's configuration and the public branding of a sign-in page. */
import { notFound, type Database } from '@portico/kit';
import { listTenantRoles } from '../store/tenantRoles';
import { findTenant, findTenantBySlug, findTenantByVerifiedDomain } from '../store/tenants';
import { ACCESS_MESSAGES } from './access';
import { LEGACY_ROLE_LABELS, type TenantRole } from './roles';

export interface TenantConfigView {
  tenant_id: string;
  name: string;
  slug: string;
  tier: string;
  brand_color: string;
  role_labels: Record<string, string>;
  role_colors: Record<string, string>;
  support_email: string;
  logo_url: string;
  favicon_url: string;
  /** en or es; empty when the tenant set none. */
  default_locale: string;
  features: Record<string, unknown>;
}

export async function tenantRoles(db: Database, tenantId: string): Promise<TenantRole[]> {
  return db.tenantTransaction(tenantId, (tx) => listTenantRoles(tx, tenantId));
}

export async function tenantConfig(db: Database, tenantId: string): Promise<TenantConfigView> {
  const tenant = await findTenant(db, tenantId);
  if (!tenant) throw notFound(ACCESS_MESSAGES.tenantNotFound, 'tenant_not_found');
  const roles = await tenantRoles(db, tenantId);
  // Legacy keys keep the spec's labels for tenants that use them without their own rows.
  const roleLabels: Record<string, string> = { ...LEGACY_ROLE_LABELS };
  const roleColors: Record<string, string> = {};
  for (const role of roles) {
    roleLabels[role.role_key] = role.role_label;
    roleColors[role.role_key] = role.role_color;
  }
  return {
    tenant_id: tenant.id,
    name: tenant.name,
    slug: tenant.slug,
    tier: tenant.tier,
    brand_color: tenant.brand_color ?? '',
    role_labels: roleLabels,
    role_colors: roleColors,
    support_email: tenant.support_email ?? '',
    logo_url: tenant.logo_url ?? '',
    favicon_url: tenant.favicon_url ?? '',
    default_locale: tenant.default_locale ?? '',
    features: tenant.features,
  };
}

/**
 * Which tenant a host belongs to: `acme.portico.example` → the tenant with slug acme when
 * the host ends with the product domain, otherwise a custom domain.
 */
export function subdomainOfHost(host: string, productDomain: string): string | null {
  const bare = host.trim().toLowerCase().replace(/:\d+$/, '');
  const suffix = `.${productDomain.toLowerCase()}`;
  if (!bare.endsWith(suffix)) return null;
  const label = bare.slice(0, -suffix.length);
  return label && !label.includes('.') ? label : null;
}

/**
 * The hosts the platform serves under its own name rather than a tenant's: the product domain
 * itself, localhost and IP addresses (a local or in-cluster visit). Tenants' subdomains and
 * custom domains are not among them, so a removed domain still names nobody.
 */
export function isPlatformOwnHost(bare: string, productDomain: string): boolean {
  return (
    bare === productDomain.toLowerCase() ||
    bare === 'localhost' ||
    /^\d{1,3}(\.\d{1,3}){3}$/.test(bare) ||
    bare.startsWith('[')
  );
}

/**
 * The branding a sign-in page shows for the host it is served on: only the exact
 * `<slug>.<product domain>` host or a VERIFIED custom domain name a tenant. A pending domain,
 * a deeper subdomain or any other host names nobody.
 */
/** A tenant's name and brand by id (services brand a tenant's email with it). */
export async function brandingOfTenant(db: Database, tenantId: string) {
  const tenant = UUID.test(tenantId) ? await findTenant(db, tenantId) : null;
  if (!tenant) return { found: false, platform: false };
  return {
    found: true,
    tenant_id: tenant.id,
    name: tenant.name,
    logo_url: tenant.logo_url ?? '',
    favicon_url: tenant.favicon_url ?? '',
    brand_color: tenant.brand_color ?? '',
    subdomain: tenant.slug,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function brandingForHost(db: Database, host: string, productDomain: string) {
  const bare = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const slug = bare ? subdomainOfHost(bare, productDomain) : null;
  const tenant = slug
    ? await findTenantBySlug(db, slug)
    : bare && !bare.endsWith(`.${productDomain.toLowerCase()}`)
      ? await findTenantByVerifiedDomain(db, bare)
      : null;
  if (!tenant) return { found: false, platform: isPlatformOwnHost(bare, productDomain) };
  return {
    found: true,
    tenant_id: tenant.id,
    name: tenant.name,
    logo_url: tenant.logo_url ?? '',
    favicon_url: tenant.favicon_url ?? '',
    brand_color: tenant.brand_color ?? '',
    subdomain: tenant.slug,
    default_locale: tenant.default_locale ?? '',
  };
}
