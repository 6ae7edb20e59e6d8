import { useMemo } from 'react';
import { useApiQuery } from '@portico/frontend-kit';

/**
 * The platform's tenants' names by id, for lists that hold ids; the same read as an unsearched
 * TenantPicker, so the two share one answer. A tenant past the first page is shown by its id.
 */
export function useTenantNames(): ReadonlyMap<string, string> {
  const tenants = useApiQuery('/api/super/tenants', {
    params: { query: { page_size: 100 } },
    tenantId: null,
  });
  const items = tenants.status === 'success' ? tenants.data.items : undefined;
  return useMemo(() => new Map((items ?? []).map((t) => [t.id, t.name])), [items]);
}
