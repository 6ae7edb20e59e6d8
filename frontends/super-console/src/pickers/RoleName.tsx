import { roleLabel, useApiQuery } from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import { EVERYONE } from './RolePicker';

/**
 * A role of a tenant as that tenant labels it ("Everyone" for all roles), the key kept on hover
 * for the operator who needs it; until the tenant's roles arrive, the platform's default label.
 */
export function RoleName({ tenantId, roleKey }: { tenantId: string; roleKey: string }) {
  const intl = useIntl();
  const roles = useApiQuery('/api/tenant-roles', { tenantId }, { retry: false });
  if (roleKey === EVERYONE) return <>{intl.formatMessage({ id: 'pickers.role.everyone' })}</>;
  const label = roleLabel(roleKey, roles.status === 'success' ? roles.data.roles : []);
  return <span title={roleKey}>{label}</span>;
}
