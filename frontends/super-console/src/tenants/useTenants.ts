/** The platform's tenants as the console reads them, and the suspend/activate change. */
import { useApiMutation, useApiQuery, useSettled } from '@portico/frontend-kit';
import { SEARCH_PAUSE_MS } from '../pickers/usePeopleSearch';

export interface TenantFilters {
  q: string;
  tier: string;
  status: string;
  hasCustomDomain: boolean;
  page: number;
}

export const NO_FILTERS: TenantFilters = {
  q: '',
  tier: '',
  status: '',
  hasCustomDomain: false,
  page: 1,
};

export const PAGE_SIZE = 25;

export function useTenantList(filters: TenantFilters) {
  // The name search asks once typing pauses; the other filters apply at once.
  const q = useSettled(filters.q.trim(), SEARCH_PAUSE_MS);
  const query: Record<string, string | number> = { page: filters.page, page_size: PAGE_SIZE };
  if (q) query.q = q;
  if (filters.tier) query.tier = filters.tier;
  if (filters.status) query.status = filters.status;
  if (filters.hasCustomDomain) query.has_custom_domain = 'true';
  return useApiQuery('/api/super/tenants', {
    params: { query: query as never },
    tenantId: null,
  });
}

export const useTenantStatus = () =>
  useApiMutation('put', '/api/super/tenants/{id}/status', {
    invalidates: ['/api/super/tenants', '/api/super/tenants/{id}'],
  });
