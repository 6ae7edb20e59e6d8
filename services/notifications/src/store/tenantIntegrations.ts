/**
 * Per-tenant integration switches: a row only where a super admin chose (no row means on).
 * Written by super admins across tenants, hence no row-level security.
 */
import type { Queryable } from '@portico/kit';

export interface TenantIntegrationRow {
  tenant_id: string;
  key: string;
  enabled: boolean;
}

export async function listTenantIntegrationRows(
  db: Queryable,
  tenantIds: string[],
): Promise<TenantIntegrationRow[]> {
  const { rows } = await db.query<TenantIntegrationRow>(
    'SELECT tenant_id, key, enabled FROM tenant_integrations WHERE tenant_id = ANY ($1::uuid[])',
    [tenantIds],
  );
  return rows;
}

export async function upsertTenantIntegration(
  db: Queryable,
  row: TenantIntegrationRow & { updated_by: string },
): Promise<void> {
  await db.query(
    `INSERT INTO tenant_integrations (tenant_id, key, enabled, updated_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (tenant_id, key) DO UPDATE SET enabled = $3, updated_by = $4, updated_at = now()`,
    [row.tenant_id, row.key, row.enabled, row.updated_by],
  );
}
