/**
 * Mission Control's Storage card: what every tenant stores against what their plans allow.
 * Sizes are summed per tenant in one read across tenants (migration 0003's platform_reader
 * policy, set only here); each tenant's quota comes from the same hook uploads are checked
 * against (billing's entitlements, or the configured fallback), so the card and the upload
 * refusal never disagree. A quota of 0 is unlimited: such tenants are counted, not summed.
 */
import type { Database } from '@portico/kit';
import { storageByTenant } from '../store/files';

export interface PlatformStorageFigures {
  usedBytes: number;
  quotaBytes: number;
  fileCount: number;
  tenants: number;
  unlimitedTenants: number;
}

export async function platformStorage(
  db: Database,
  quotaFor: (tenantId: string) => Promise<number>,
): Promise<PlatformStorageFigures> {
  const rows = await db.scopedTransaction({ settings: { platform_reader: 'super_admin' } }, (tx) =>
    storageByTenant(tx),
  );
  const quotas = await Promise.all(rows.map((row) => quotaFor(row.tenant_id)));
  return {
    usedBytes: rows.reduce((sum, row) => sum + row.usedBytes, 0),
    quotaBytes: quotas.reduce((sum, quota) => sum + (quota > 0 ? quota : 0), 0),
    fileCount: rows.reduce((sum, row) => sum + row.files, 0),
    tenants: rows.length,
    unlimitedTenants: quotas.filter((quota) => quota <= 0).length,
  };
}
