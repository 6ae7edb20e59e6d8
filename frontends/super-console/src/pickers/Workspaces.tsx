import { useIntl } from '../i18n';
import { statusText } from '../tenants/tenantDisplay';

export interface PersonWorkspace {
  tenant_id: string;
  tenant_name: string;
  role_label: string;
  status: string;
}

/**
 * Where a person found by the console's search belongs: "Acme Studio · Client" for each
 * workspace, as that tenant names the role, or that they belong to none.
 */
export function Workspaces({ workspaces }: { workspaces: readonly PersonWorkspace[] | undefined }) {
  const intl = useIntl();
  if (!workspaces || workspaces.length === 0)
    return (
      <span className="console__subtitle">{intl.formatMessage({ id: 'people.noWorkspace' })}</span>
    );
  return (
    <ul className="person-workspaces">
      {workspaces.map((w) => (
        <li key={w.tenant_id}>
          {intl.formatMessage(
            { id: w.status === 'active' ? 'people.workspace' : 'people.workspaceInactive' },
            { tenant: w.tenant_name, role: w.role_label, status: statusText(w.status, intl) },
          )}
        </li>
      ))}
    </ul>
  );
}
