/**
 * SQL for the platform console: every tenant with its seat and member counts, filtered and
 * paged. Runs inside a platform-reader transaction (migration 0005), which may read the
 * memberships and domains of every tenant.
 */
import type { Queryable } from '@portico/kit';

export interface PlatformTenantRow {
  id: string;
  name: string;
  slug: string;
  tier: string;
  status: string;
  seats: number;
  created_at: Date;
  domain: string | null;
  seats_used: number;
  members_count: number;
}

export interface PlatformTenantFilter {
  q: string;
  tier: string;
  status: string;
  hasCustomDomain: boolean;
  limit: number;
  offset: number;
}

const SELECT = `
  SELECT t.id, t.name, t.slug, t.tier, t.status, t.seats, t.created_at,
         (SELECT d.domain FROM domains d WHERE d.tenant_id = t.id AND d.status = 'verified'
           ORDER BY d.verified_at LIMIT 1) AS domain,
         (SELECT count(*)::int FROM memberships m WHERE m.tenant_id = t.id AND m.status = 'active'
             AND m.tenant_role IN ('owner', 'admin')) AS seats_used,
         (SELECT count(*)::int FROM memberships m WHERE m.tenant_id = t.id
             AND m.status IN ('active', 'pending')) AS members_count
    FROM tenants t`;

/** Escapes LIKE's wildcards so a search for "50%" finds "50%" only. */
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listPlatformTenants(
  db: Queryable,
  f: PlatformTenantFilter,
): Promise<{ rows: PlatformTenantRow[]; total: number }> {
  const where = `
   WHERE ($1 = '' OR t.name ILIKE $2 OR t.slug ILIKE $2
          OR EXISTS (SELECT 1 FROM domains d WHERE d.tenant_id = t.id AND d.domain ILIKE $2))
     AND ($3 = '' OR t.tier = $3)
     AND ($4 = '' OR t.status = $4)
     AND (NOT $5 OR EXISTS (SELECT 1 FROM domains d WHERE d.tenant_id = t.id AND d.status = 'verified'))`;
  const params = [f.q, likeOf(f.q), f.tier, f.status, f.hasCustomDomain];
  const { rows } = await db.query<PlatformTenantRow>(
    `${SELECT} ${where} ORDER BY t.created_at DESC, t.id LIMIT $6 OFFSET $7`,
    [...params, f.limit, f.offset],
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM tenants t ${where}`,
    params,
  );
  return { rows, total: count.rows[0]?.total ?? 0 };
}

export async function findPlatformTenant(
  db: Queryable,
  id: string,
): Promise<PlatformTenantRow | null> {
  const { rows } = await db.query<PlatformTenantRow>(`${SELECT} WHERE t.id = $1`, [id]);
  return rows[0] ?? null;
}

/** The brand a super admin sees on a tenant's page. */
export interface TenantBrandRow {
  support_email: string | null;
  logo_url: string | null;
  brand_color: string | null;
  favicon_url: string | null;
}

export async function findTenantBrand(
  db: Queryable,
  tenantId: string,
): Promise<TenantBrandRow | undefined> {
  const { rows } = await db.query<TenantBrandRow>(
    'SELECT support_email, logo_url, brand_color, favicon_url FROM tenants WHERE id = $1',
    [tenantId],
  );
  return rows[0];
}

/** Answers the status before the change, or null when there is no such tenant. */
export async function updateTenantStatus(
  db: Queryable,
  id: string,
  status: string,
): Promise<string | null> {
  const { rows } = await db.query<{ status: string }>(
    `UPDATE tenants t SET status = $2 FROM (SELECT status FROM tenants WHERE id = $1 FOR UPDATE) old
      WHERE t.id = $1 RETURNING old.status`,
    [id, status],
  );
  return rows[0]?.status ?? null;
}

export interface OpenInvitationRow {
  id: string;
  tenant_id: string;
  email: string;
  tenant_role: string;
  role_key: string;
  expires_at: Date;
  created_at: Date;
}

/** Invitations of a tenant not yet accepted and not expired, newest first. */
export async function listOpenInvitations(
  db: Queryable,
  tenantId: string,
  now: Date,
): Promise<OpenInvitationRow[]> {
  const { rows } = await db.query<OpenInvitationRow>(
    `SELECT id, tenant_id, email, tenant_role, role_key, expires_at, created_at FROM invitations
      WHERE tenant_id = $1 AND accepted_at IS NULL AND expires_at > $2
      ORDER BY created_at DESC`,
    [tenantId, now],
  );
  return rows;
}
