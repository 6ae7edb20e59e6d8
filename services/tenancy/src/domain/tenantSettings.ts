/**
 * What a tenant admin sets about the workspace itself: Brand & Legal (app name, support email,
 * logo, favicon, brand colour, default language) and Role Types & Banner Colors (docs/product.md §2, §3). Role keys are
 * the spine of access (memberships, embeds, forms refer to them), so they are validated
 * strictly: lower-case identifiers, never anything that reads as super admin, never a comma
 * (role lists are comma-joined), admin always present, and a key still held by members is not
 * removed from under them.
 */
import { forbidden, invalid, notFound, type Database } from '@portico/kit';
import {
  isLocale,
  isSuperAdminRole,
  LOCALE_MESSAGE,
  ROLE_COLORS,
  type TenantRole,
} from '@portico/rules';
import { publishAudit } from '../events/publish';
import { listMembershipsOfTenant } from '../store/memberships';
import { listTenantRoles, replaceTenantRoles } from '../store/tenantRoles';
import { findTenant, updateTenantBrand } from '../store/tenants';
import { ACCESS_MESSAGES } from './access';
import { brandAssetShaOf, pruneBrandAssets } from './brandAssets';
import { authoriseActor } from './members';
import { tenantConfig, type TenantConfigView } from './tenantConfig';

export const SETTINGS_MESSAGES = {
  name: 'App name is required (at most 100 characters)',
  email: 'Please enter a valid support email address',
  url: 'Logo and favicon must be http(s) URLs',
  color: 'Brand colour must be a hex colour such as #2563eb',
  roleKey:
    'Role keys use lower-case letters, digits and underscores, start with a letter, at most 32 characters',
  superAdminKey: 'A tenant role cannot be a super admin role',
  duplicateKey: 'Each role key may appear only once',
  adminRequired: 'The admin role cannot be removed',
  roleLabel: 'Every role needs a label (at most 40 characters)',
  roleColor: `Role colours are one of: ${ROLE_COLORS.join(', ')}`,
  tooMany: 'At most 20 roles',
  inUse: 'Role "{key}" is still assigned to {n} member(s); change their role first',
} as const;

export interface SettingsActor {
  tenantId: string;
  actorId: string;
  impersonatorId?: string;
  actorIsSuperAdmin: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HEX = /^#[0-9a-fA-F]{6}$/;
const ROLE_KEY = /^[a-z][a-z0-9_]{0,31}$/;

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export interface BrandInput {
  name: string;
  supportEmail: string;
  logoUrl: string;
  faviconUrl: string;
  brandColor: string;
  /** The language the tenant's people read unless they chose one; empty for none. */
  defaultLocale: string;
}

export async function updateBrand(
  db: Database,
  actor: SettingsActor & BrandInput,
): Promise<TenantConfigView> {
  const name = actor.name.trim();
  if (!name || name.length > 100) throw invalid(SETTINGS_MESSAGES.name, 'name');
  const supportEmail = actor.supportEmail.trim();
  if (supportEmail && !EMAIL.test(supportEmail))
    throw invalid(SETTINGS_MESSAGES.email, 'support_email');
  const logoUrl = actor.logoUrl.trim();
  const faviconUrl = actor.faviconUrl.trim();
  for (const [field, url] of [
    ['logo_url', logoUrl],
    ['favicon_url', faviconUrl],
  ] as const)
    // Besides http(s) URLs, the tenant's own uploaded image (domain/brandAssets.ts).
    if (url && !isHttpUrl(url) && !brandAssetShaOf(url, actor.tenantId))
      throw invalid(SETTINGS_MESSAGES.url, field);
  const brandColor = actor.brandColor.trim().toLowerCase();
  if (brandColor && !HEX.test(brandColor)) throw invalid(SETTINGS_MESSAGES.color, 'brand_color');
  const defaultLocale = actor.defaultLocale.trim();
  if (defaultLocale && !isLocale(defaultLocale)) throw invalid(LOCALE_MESSAGE, 'default_locale');
  await db.tenantTransaction(actor.tenantId, async (tx) => {
    await authoriseActor(tx, actor);
    if (!(await findTenant(tx, actor.tenantId)))
      throw notFound(ACCESS_MESSAGES.tenantNotFound, 'tenant_not_found');
    await updateTenantBrand(tx, actor.tenantId, {
      name,
      supportEmail,
      logoUrl,
      faviconUrl,
      brandColor,
      defaultLocale,
    });
    // An uploaded image no longer named by the logo or favicon (removed, replaced) goes.
    await pruneBrandAssets(tx, actor.tenantId, [logoUrl, faviconUrl]);
    await publishAudit(tx, {
      actorUserId: actor.actorId,
      impersonatorUserId: actor.impersonatorId,
      action: 'tenant.brand_saved',
      entityType: 'tenant',
      entityId: actor.tenantId,
      tenantId: actor.tenantId,
      details: {
        name,
        support_email: supportEmail,
        brand_color: brandColor,
        default_locale: defaultLocale,
      },
      at: new Date(),
    });
  });
  return tenantConfig(db, actor.tenantId);
}

function validateRoles(roles: readonly TenantRole[]): TenantRole[] {
  if (roles.length > 20) throw invalid(SETTINGS_MESSAGES.tooMany, 'roles');
  const seen = new Set<string>();
  const clean = roles.map((r) => {
    const key = r.role_key.trim();
    if (isSuperAdminRole(key) || /super.?admin/i.test(key))
      throw forbidden(SETTINGS_MESSAGES.superAdminKey, 'super_admin_key');
    if (!ROLE_KEY.test(key)) throw invalid(SETTINGS_MESSAGES.roleKey, 'role_key');
    if (seen.has(key)) throw invalid(SETTINGS_MESSAGES.duplicateKey, 'role_key');
    seen.add(key);
    const label = r.role_label.trim();
    if (!label || label.length > 40) throw invalid(SETTINGS_MESSAGES.roleLabel, 'role_label');
    if (!(ROLE_COLORS as readonly string[]).includes(r.role_color))
      throw invalid(SETTINGS_MESSAGES.roleColor, 'role_color');
    return {
      role_key: key,
      role_label: label,
      role_color: r.role_color,
      role_description: r.role_description.trim().slice(0, 200),
    } as TenantRole;
  });
  if (!seen.has('admin')) throw invalid(SETTINGS_MESSAGES.adminRequired, 'role_key');
  return clean;
}

export async function saveRoles(
  db: Database,
  actor: SettingsActor & { roles: readonly TenantRole[] },
): Promise<TenantRole[]> {
  const roles = validateRoles(actor.roles);
  return db.tenantTransaction(actor.tenantId, async (tx) => {
    await authoriseActor(tx, actor);
    const keys = new Set(roles.map((r) => r.role_key));
    const members = await listMembershipsOfTenant(tx, actor.tenantId);
    const orphaned = new Map<string, number>();
    for (const m of members)
      if (!keys.has(m.role_key)) orphaned.set(m.role_key, (orphaned.get(m.role_key) ?? 0) + 1);
    const [key, n] = [...orphaned][0] ?? [];
    if (key)
      throw invalid(
        SETTINGS_MESSAGES.inUse.replace('{key}', key).replace('{n}', String(n)),
        'in_use',
      );
    await replaceTenantRoles(tx, actor.tenantId, roles);
    await publishAudit(tx, {
      actorUserId: actor.actorId,
      impersonatorUserId: actor.impersonatorId,
      action: 'tenant.roles_saved',
      entityType: 'tenant',
      entityId: actor.tenantId,
      tenantId: actor.tenantId,
      details: { roles: roles.map((r) => r.role_key) },
      at: new Date(),
    });
    return listTenantRoles(tx, actor.tenantId);
  });
}
