import { SelectField, useApiQuery } from '@portico/frontend-kit';
import { defineMessages, useIntl } from '../i18n';

const PROMPTS = defineMessages({
  tenantFirst: { id: 'pickers.user.tenantFirst' },
  loading: { id: 'pickers.user.loading' },
  failed: { id: 'pickers.user.failed' },
  none: { id: 'pickers.user.none' },
  choose: { id: 'pickers.user.choose' },
});

/**
 * One person of a tenant, shown by name and address and handed back as their user id. Open
 * invitations are left out: they have no account to aim at yet.
 */
export function UserPicker({
  tenantId,
  label,
  value,
  onChange,
}: {
  tenantId: string | null;
  label: string;
  value: string;
  onChange: (userId: string) => void;
}) {
  const intl = useIntl();
  const users = useApiQuery(
    '/api/super/tenant-users',
    { params: { query: { id: tenantId ?? '' } }, tenantId: null },
    { enabled: tenantId !== null, retry: false },
  );
  const people =
    tenantId !== null && users.status === 'success'
      ? users.data.items.filter((u) => u.status !== 'pending')
      : [];
  const prompt =
    tenantId === null
      ? PROMPTS.tenantFirst
      : users.status === 'pending'
        ? PROMPTS.loading
        : users.status === 'error'
          ? PROMPTS.failed
          : people.length === 0
            ? PROMPTS.none
            : PROMPTS.choose;
  return (
    <SelectField
      label={label}
      value={value}
      disabled={tenantId === null}
      aria-busy={(tenantId !== null && users.status === 'pending') || undefined}
      error={tenantId !== null && users.status === 'error' ? intl.formatMessage(prompt) : null}
      options={[
        { value: '', label: intl.formatMessage(prompt) },
        ...people.map((u) => ({
          value: u.id,
          label: u.name ? `${u.name} (${u.email})` : u.email,
        })),
      ]}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
