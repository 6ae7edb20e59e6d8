/**
 * The per-plan storage quota hook: billing's entitlements say how many bytes a tenant's plan
 * may store (0 = unlimited). Without BILLING_ADDR, or while billing cannot answer, the
 * configured STORAGE_QUOTA_BYTES applies, so an outage there never blocks every upload.
 * Answers are kept for a minute per tenant: a plan change reaches uploads within that.
 */
import { createGrpcClient, type Logger } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';

export interface PlanQuotaOptions {
  billingAddr?: string;
  fallbackBytes: number;
  cacheMs?: number;
  logger?: Logger;
}

export function planQuota(options: PlanQuotaOptions): (tenantId: string) => Promise<number> {
  const fallback = async () => options.fallbackBytes;
  if (!options.billingAddr) return fallback;
  const billing = createGrpcClient(loadServiceDefinition('billing').Client, options.billingAddr, {
    deadlineMs: 2000,
  });
  const cacheMs = options.cacheMs ?? 60_000;
  const cache = new Map<string, { bytes: number; until: number }>();
  return async (tenantId) => {
    const cached = cache.get(tenantId);
    if (cached && cached.until > Date.now()) return cached.bytes;
    try {
      // The tenant goes in the request, not as caller metadata: no user is calling, and caller
      // metadata without the gateway's token is refused.
      const entitlements = await billing.GetEntitlements({ tenant_id: tenantId });
      const bytes = Number(entitlements.storage_quota_bytes);
      cache.set(tenantId, { bytes, until: Date.now() + cacheMs });
      return bytes;
    } catch (error) {
      options.logger?.warn({ err: error, tenantId }, 'storage quota from billing unavailable');
      return options.fallbackBytes;
    }
  };
}
