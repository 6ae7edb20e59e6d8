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

/** The tenant served on a custom domain or on a subdomain (its slug). */
export async function findTenantByHost(
  db: Queryable,
  domain: string,
  subdomain: string | null,
): Promise<TenantRow | null> {
  const { rows } = await db.query<TenantRow>(
    `SELECT * FROM tenants WHERE custom_domain = $1 OR ($2::text IS NOT NULL AND slug = $2) ORDER BY custom_domain = $1 DESC LIMIT 1`,
    [domain, subdomain],
  );
  return rows[0] ?? null;
}
