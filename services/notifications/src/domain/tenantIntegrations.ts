/**
 * Per-tenant integration toggles (docs/product.md §2 Super Integrations, §3 "tenant integrations:
 * a map of key to enabled"): a super admin switches slack, sendgrid, google, microsoft or
 * webhooks off (or on again) for one tenant. Everything is on until switched off.
 */
import { invalid, type Queryable } from '@portico/kit';
import { listTenantIntegrationRows, upsertTenantIntegration } from '../store/tenantIntegrations';

export const TENANT_INTEGRATION_KEYS = [
  'slack',
  'sendgrid',
  'google',
  'microsoft',
  'webhooks',
] as const;
export type TenantIntegrationKey = (typeof TENANT_INTEGRATION_KEYS)[number];

export const TOGGLE_MESSAGES = {
  key: 'Unknown integration',
  tenant: 'Tenant not found',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const allOn = (): Record<TenantIntegrationKey, boolean> =>
  Object.fromEntries(TENANT_INTEGRATION_KEYS.map((k) => [k, true])) as Record<
    TenantIntegrationKey,
    boolean
  >;

/** Each listed tenant's switches (unknown ids are skipped). */
export async function tenantIntegrations(
  db: Queryable,
  tenantIds: string[],
): Promise<{ tenant_id: string; enabled: Record<TenantIntegrationKey, boolean> }[]> {
  const ids = [...new Set(tenantIds.filter((id) => UUID.test(id)))];
  if (ids.length === 0) return [];
  const rows = await listTenantIntegrationRows(db, ids);
  return ids.map((id) => {
    const enabled = allOn();
    for (const row of rows)
      if (row.tenant_id === id) enabled[row.key as TenantIntegrationKey] = row.enabled;
    return { tenant_id: id, enabled };
  });
}

export async function setTenantIntegration(
  db: Queryable,
  input: { tenantId: string; key: string; enabled: boolean; actor: string },
) {
  if (!UUID.test(input.tenantId)) throw invalid(TOGGLE_MESSAGES.tenant, 'tenant_id');
  if (!(TENANT_INTEGRATION_KEYS as readonly string[]).includes(input.key))
    throw invalid(TOGGLE_MESSAGES.key, 'key');
  await upsertTenantIntegration(db, {
    tenant_id: input.tenantId,
    key: input.key,
    enabled: input.enabled,
    updated_by: input.actor,
  });
  return (await tenantIntegrations(db, [input.tenantId]))[0]!;
}

/** Whether a tenant may use an integration now (delivery code asks before sending). */
export async function tenantIntegrationEnabled(
  db: Queryable,
  tenantId: string,
  key: TenantIntegrationKey,
): Promise<boolean> {
  const [found] = await tenantIntegrations(db, [tenantId]);
  return found ? found.enabled[key] : true;
}
