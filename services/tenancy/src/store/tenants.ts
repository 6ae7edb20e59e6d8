/** SQL for tenants (the tenant row itself is not tenant-scoped). */
import type { Queryable } from '@portico/kit';

export interface TenantRow {
  id: string;
  name: string;
  slug: string;
  tier: string;
  status: string;
  seats: number;
  support_email: string | null;
  logo_url: string | null;
  favicon_url: string | null;
  brand_color: string | null;
  /** The tenant's default language (migration 0011); null: none. */
  default_locale?: string | null;
  custom_domain: string | null;
  features: Record<string, unknown>;
  created_by: string | null;
  created_at: Date;
}

export interface NewTenant {
  id: string;
  name: string;
  slug: string;
  tier: string;
  seats: number;
  brandColor: string | null;
  logoUrl: string | null;
  customDomain: string | null;
  supportEmail: string | null;
  features: Record<string, unknown>;
  createdBy: string;
}

/** Answers false when the slug (or the custom domain) is already taken. */
export async function insertTenant(db: Queryable, t: NewTenant): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO tenants (id, name, slug, tier, seats, brand_color, logo_url, custom_domain, support_email, features, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT DO NOTHING`,
    [
      t.id,
      t.name,
      t.slug,
      t.tier,
      t.seats,
      t.brandColor,
      t.logoUrl,
      t.customDomain,
      t.supportEmail,
      JSON.stringify(t.features),
      t.createdBy,
    ],
  );
  return rowCount === 1;
}

export async function findTenant(db: Queryable, id: string): Promise<TenantRow | null> {
  const { rows } = await db.query<TenantRow>('SELECT * FROM tenants WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export async function isSlugTaken(db: Queryable, slug: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM tenants WHERE slug = $1', [slug]);
  return rowCount > 0;
}

export async function updateTenantBrand(
  db: Queryable,
  tenantId: string,
  b: {
    name: string;
    supportEmail: string;
    logoUrl: string;
    faviconUrl: string;
    brandColor: string;
    /** Empty: none. */
    defaultLocale: string;
  },
): Promise<void> {
  await db.query(
    `UPDATE tenants SET name = $2, support_email = NULLIF($3, ''), logo_url = NULLIF($4, ''),
            favicon_url = NULLIF($5, ''), brand_color = NULLIF($6, ''),
            default_locale = NULLIF($7, '') WHERE id = $1`,
    [tenantId, b.name, b.supportEmail, b.logoUrl, b.faviconUrl, b.brandColor, b.defaultLocale],
  );
}

/** The tenant a verified custom domain serves. */
export async function findTenantByVerifiedDomain(
  db: Queryable,
  domain: string,
): Promise<TenantRow | null> {
  const { rows } = await db.query<TenantRow>(
    `SELECT t.* FROM tenants t JOIN domains d ON d.tenant_id = t.id
      WHERE d.domain = $1 AND d.status = 'verified'`,
    [domain],
  );
  return rows[0] ?? null;
}

export async function findTenantBySlug(db: Queryable, slug: string): Promise<TenantRow | null> {
  const { rows } = await db.query<TenantRow>('SELECT * FROM tenants WHERE slug = $1', [slug]);
  return rows[0] ?? null;
}

/**
 * A plan change from billing: the tier, the seat count and the plan-gated feature flags. The
 * capabilities the workspace chose itself (embeds, forms, files) are kept as they are.
 */
export async function updateTenantPlan(
  db: Queryable,
  tenantId: string,
  change: { tier?: string; seats?: number; features?: Record<string, boolean> },
): Promise<TenantRow | null> {
  const { rows } = await db.query<TenantRow>(
    `UPDATE tenants SET tier = COALESCE($2, tier), seats = COALESCE($3, seats),
            features = features || $4::jsonb
      WHERE id = $1
      RETURNING *`,
    [tenantId, change.tier ?? null, change.seats ?? null, JSON.stringify(change.features ?? {})],
  );
  return rows[0] ?? null;
}
