import { SelectField, TextField } from '@portico/frontend-kit';
import { capitalised, STATUSES, TIERS } from './tenantDisplay';
import type { TenantFilters } from './useTenants';

/** Search, tier and status filters (and, on Tenants & Domains, Has Custom Domain). */
export function TenantFiltersBar({
  filters,
  onChange,
  withDomainFilter = false,
}: {
  filters: TenantFilters;
  onChange: (next: TenantFilters) => void;
  withDomainFilter?: boolean;
}) {
  // Any change of filter starts again at the first page.
  const set = (patch: Partial<TenantFilters>) => onChange({ ...filters, ...patch, page: 1 });
  return (
    <div className="tenant-filters" role="search">
      <TextField
        label="Search tenants"
        type="search"
        value={filters.q}
        onChange={(e) => set({ q: e.target.value })}
      />
      <SelectField
        label="Tier"
        value={filters.tier}
        options={[
          { value: '', label: 'All tiers' },
          ...TIERS.map((t) => ({ value: t, label: capitalised(t) })),
        ]}
        onChange={(e) => set({ tier: e.target.value })}
      />
      <SelectField
        label="Status"
        value={filters.status}
        options={[
          { value: '', label: 'All statuses' },
          ...STATUSES.map((s) => ({ value: s, label: capitalised(s) })),
        ]}
        onChange={(e) => set({ status: e.target.value })}
      />
      {withDomainFilter && (
        <label className="pt-check">
          <input
            type="checkbox"
            checked={filters.hasCustomDomain}
            onChange={(e) => set({ hasCustomDomain: e.target.checked })}
          />
          Has Custom Domain
        </label>
      )}
    </div>
  );
}
