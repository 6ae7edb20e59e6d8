/** SQL for uploaded logos and favicons (tenant-owned; read only inside the tenant's transaction). */
import type { Queryable } from '@portico/kit';

export interface BrandAssetRow {
  sha256: string;
  content_type: string;
  bytes: Buffer;
}

export async function insertBrandAsset(
  db: Queryable,
  a: { tenantId: string; sha256: string; contentType: string; bytes: Buffer; by: string },
): Promise<void> {
  // The same bytes uploaded again are the same asset: the first row stands.
  await db.query(
    `INSERT INTO brand_assets (tenant_id, sha256, content_type, bytes, created_by)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (tenant_id, sha256) DO NOTHING`,
    [a.tenantId, a.sha256, a.contentType, a.bytes, a.by],
  );
}

export async function findBrandAsset(
  db: Queryable,
  tenantId: string,
  sha256: string,
): Promise<BrandAssetRow | null> {
  const { rows } = await db.query<{ sha256: string; content_type: string; bytes: Uint8Array }>(
    'SELECT sha256, content_type, bytes FROM brand_assets WHERE tenant_id = $1 AND sha256 = $2',
    [tenantId, sha256],
  );
  const row = rows[0];
  // node-postgres answers a Buffer, PGlite a Uint8Array.
  return row ? { ...row, bytes: Buffer.from(row.bytes) } : null;
}

/** Removes the tenant's assets whose hash is not among those still named (logo, favicon). */
export async function deleteUnusedBrandAssets(
  db: Queryable,
  tenantId: string,
  keep: readonly string[],
): Promise<void> {
  await db.query('DELETE FROM brand_assets WHERE tenant_id = $1 AND NOT (sha256 = ANY($2))', [
    tenantId,
    keep,
  ]);
}

/** Points the tenant's logo or favicon at an uploaded asset's URL. */
export async function setTenantBrandAssetUrl(
  db: Queryable,
  tenantId: string,
  kind: 'logo' | 'favicon',
  url: string,
): Promise<void> {
  // The column comes from a closed pair, never from input.
  const column = kind === 'logo' ? 'logo_url' : 'favicon_url';
  await db.query(`UPDATE tenants SET ${column} = $2 WHERE id = $1`, [tenantId, url]);
}
