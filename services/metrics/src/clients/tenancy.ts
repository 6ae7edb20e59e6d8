/**
 * Metrics' one call to tenancy: the audit retention days as saved now (GetPlatformSettings,
 * open to a service token naming nobody), for the pruning pass that found no fresh policy.
 */
import { createGrpcClient } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import type { ReadTenancyAuditDays } from '../events/retention';

export function tenancyAuditDays(address: string, deadlineMs = 5000): ReadTenancyAuditDays {
  const tenancy = createGrpcClient(loadServiceDefinition('tenancy').Client, address, {
    deadlineMs,
  });
  return async () => {
    // No caller: the call goes with this service's token (the runtime's service key).
    const answer = await tenancy.GetPlatformSettings({}, {});
    const settings = JSON.parse(answer.settings_json || '{}') as {
      retention?: { auditDays?: unknown };
    };
    const days = settings.retention?.auditDays;
    if (typeof days !== 'number' || !Number.isInteger(days) || days <= 0)
      throw new Error('tenancy answered no audit retention days');
    return days;
  };
}
