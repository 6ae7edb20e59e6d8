import { useDeferredValue, useState } from 'react';
import { SelectField, TextField, useApiQuery } from '@portico/frontend-kit';
import { defineMessages, useIntl } from '../i18n';

const PROMPTS = defineMessages({
  loading: { id: 'pickers.tenant.loading' },
  failed: { id: 'pickers.tenant.failed' },
  noMatch: { id: 'pickers.tenant.noMatch' },
  none: { id: 'pickers.tenant.none' },
  choose: { id: 'pickers.tenant.choose' },
});

/** How many matches the list offers; a longer list is narrowed by the search field. */
const MATCHES = 100;

export interface PickedTenant {
  id: string;
  name: string;
}

/**
 * A tenant chosen by name: a search field that narrows the platform's
 * tenants on the server, and a list of the matches; what it hands back is the tenant's id.
 * The chosen tenant stays in the list while the search moves on, so the choice never changes
 * under the person.
 */
export function TenantPicker({
  label,
  value,
  onChange,
  error,
  anyLabel,
}: {
  label: string;
  /** What the empty choice means where no tenant is a valid answer (a filter: "All tenants"). */
  anyLabel?: string;
  value: PickedTenant | null;
  onChange: (tenant: PickedTenant | null) => void;
  error?: string | null;
}) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const tenants = useApiQuery('/api/super/tenants', {
    params: { query: q ? { q, page_size: MATCHES } : { page_size: MATCHES } },
    tenantId: null,
  });
  const found = tenants.status === 'success' ? tenants.data.items : [];
  const matches = value && !found.some((t) => t.id === value.id) ? [value, ...found] : found;
  const promptId =
    tenants.status === 'pending'
      ? PROMPTS.loading
      : tenants.status === 'error'
        ? PROMPTS.failed
        : found.length === 0
          ? q
            ? PROMPTS.noMatch
            : PROMPTS.none
          : PROMPTS.choose;
  const prompt = anyLabel && tenants.status === 'success' ? anyLabel : intl.formatMessage(promptId);
  return (
    <div className="pt-stack">
      <TextField
        label={intl.formatMessage({ id: 'pickers.tenant.search' }, { label })}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <SelectField
        label={label}
        value={value?.id ?? ''}
        error={error ?? (tenants.status === 'error' ? prompt : null)}
        aria-busy={tenants.status === 'pending' || undefined}
        options={[
          { value: '', label: prompt },
          ...matches.map((t) => ({ value: t.id, label: t.name })),
        ]}
        onChange={(e) => {
          const tenant = matches.find((t) => t.id === e.target.value);
          onChange(tenant ? { id: tenant.id, name: tenant.name } : null);
        }}
      />
    </div>
  );
}
