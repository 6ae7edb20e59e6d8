/**
 * What each tenant's plan allows of the integrations this service delivers, kept from tenancy's
 * events for every tenant (no row-level security). No row: not heard of yet.
 */
import type { Queryable } from '@portico/kit';

export interface TenantEntitlementsRow {
  webhooks: boolean;
  slack: boolean;
}

export async function upsertTenantEntitlements(
  db: Queryable,
  tenantId: string,
  allowed: TenantEntitlementsRow,
): Promise<void> {
  await db.query(
    `INSERT INTO tenant_entitlements (tenant_id, webhooks, slack, updated_at)
     VALUES ($1, $2, $3, now())
     ON CONFLICT (tenant_id) DO UPDATE
       SET webhooks = EXCLUDED.webhooks, slack = EXCLUDED.slack, updated_at = now()`,
    [tenantId, allowed.webhooks, allowed.slack],
  );
}
