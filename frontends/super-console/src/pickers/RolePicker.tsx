import { SelectField, useApiQuery } from '@portico/frontend-kit';
import { defineMessages, useIntl } from '../i18n';

const PROMPTS = defineMessages({
  tenantFirst: { id: 'pickers.role.tenantFirst' },
  loading: { id: 'pickers.role.loading' },
  failed: { id: 'pickers.role.failed' },
  none: { id: 'pickers.role.none' },
  choose: { id: 'pickers.role.choose' },
});

/** The key that aims an embed at every role of its tenant (docs/product.md §2). */
export const EVERYONE = 'all';

/**
 * One of a tenant's roles, shown by the tenant's own label and handed back as its key. The
 * roles are the tenant's (/api/tenant-roles, read as that tenant, which a super admin may).
 * `everyone` offers "Everyone" (EVERYONE) first.
 */
export function RolePicker({
  tenantId,
  label,
  value,
  onChange,
  everyone = false,
}: {
  tenantId: string | null;
  label: string;
  value: string;
  onChange: (roleKey: string) => void;
  everyone?: boolean;
}) {
  const intl = useIntl();
  const roles = useApiQuery(
    '/api/tenant-roles',
    { tenantId },
    { enabled: tenantId !== null, retry: false },
  );
  const prompt =
    tenantId === null
      ? PROMPTS.tenantFirst
      : roles.status === 'pending'
        ? PROMPTS.loading
        : roles.status === 'error'
          ? PROMPTS.failed
          : roles.data.roles.length === 0
            ? PROMPTS.none
            : PROMPTS.choose;
  const listed = tenantId !== null && roles.status === 'success' ? roles.data.roles : [];
  return (
    <SelectField
      label={label}
      value={value}
      disabled={tenantId === null}
      aria-busy={(tenantId !== null && roles.status === 'pending') || undefined}
      error={roles.status === 'error' && tenantId !== null ? intl.formatMessage(prompt) : null}
      options={[
        ...(everyone && listed.length > 0
          ? [{ value: EVERYONE, label: intl.formatMessage({ id: 'pickers.role.everyone' }) }]
          : [{ value: '', label: intl.formatMessage(prompt) }]),
        ...listed.map((r) => ({ value: r.role_key, label: r.role_label || r.role_key })),
      ]}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
