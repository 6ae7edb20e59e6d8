import { roleLabel, useTenantRoles } from '@portico/frontend-kit';
import { useIntl } from '../i18n';

/** Who a file was shared with, in the tenant's words: role labels ("Everyone" for all). */
export function useRoleNames(): (roleKeys: readonly string[]) => string {
  const intl = useIntl();
  const roles = useTenantRoles().data?.roles ?? [];
  const list = new globalThis.Intl.ListFormat(intl.locale, { type: 'conjunction' });
  return (roleKeys) =>
    list.format(
      roleKeys.map((key) =>
        key === 'all' ? intl.formatMessage({ id: 'files.everyone' }) : roleLabel(key, roles),
      ),
    );
}
