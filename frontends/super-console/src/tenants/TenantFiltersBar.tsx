import { SelectField, TextField } from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import { capitalised, STATUSES, statusText, TIERS } from './tenantDisplay';
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
  const intl = useIntl();
  const set = (patch: Partial<TenantFilters>) => onChange({ ...filters, ...patch, page: 1 });
  return (
    <div className="tenant-filters" role="search">
      <TextField
        label={intl.formatMessage({ id: 'integrations.toggles.search' })}
        type="search"
        value={filters.q}
        onChange={(e) => set({ q: e.target.value })}
      />
      <SelectField
        label={intl.formatMessage({ id: 'tenants.tier' })}
        value={filters.tier}
        options={[
          { value: '', label: intl.formatMessage({ id: 'tenants.filter.allTiers' }) },
          ...TIERS.map((t) => ({ value: t, label: capitalised(t) })),
        ]}
        onChange={(e) => set({ tier: e.target.value })}
      />
      <SelectField
        label={intl.formatMessage({ id: 'tenants.status' })}
        value={filters.status}
        options={[
          { value: '', label: intl.formatMessage({ id: 'tenants.filter.allStatuses' }) },
          ...STATUSES.map((s) => ({ value: s, label: capitalised(statusText(s, intl)) })),
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
          {intl.formatMessage({ id: 'tenants.filter.customDomain' })}
        </label>
      )}
    </div>
  );
}
