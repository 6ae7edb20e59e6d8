import { useNavigate } from 'react-router';
import {
  activeMemberships,
  Button,
  roleLabel,
  useActiveTenant,
  useTenantBranding,
} from '@portico/frontend-kit';
import { SCREENS } from '@portico/frontend-kit/screens';
import { FormattedMessage, useIntl } from './i18n';

/** Where a super admin picks a tenant to view: the console's Tenants screen. */
export const TENANTS_PATH = SCREENS.find((screen) => screen.id === 'tenants')!.path;

/** docs/product.md §2: the super admin's scope bar above admin pages. */
export function ScopeBanner() {
  const { scope, activeTenantId, activeMembership, memberships, setScope, setActiveTenantId } =
    useActiveTenant();
  const { config, loading } = useTenantBranding();
  const navigate = useNavigate();
  const intl = useIntl();

  if (scope === 'super') {
    // docs/product.md §10: 'My Tenant' is the super admin's own first membership, not a name
    // match; one without a workspace of their own is offered the Tenants list instead.
    const own = activeMemberships(memberships)[0];
    return (
      <div className="scope-banner scope-banner--super">
        <strong>{intl.formatMessage({ id: 'scope.superPortal' })}</strong>
        {own ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              navigate(`/dashboard/admin?tenant_id=${encodeURIComponent(own.tenant_id)}`)
            }
          >
            {intl.formatMessage({ id: 'scope.myTenant' })}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => navigate(TENANTS_PATH)}>
            {intl.formatMessage({ id: 'scope.chooseTenant' })}
          </Button>
        )}
      </div>
    );
  }

  // A super admin may view a tenant they are not a member of: its name is in its config.
  const name =
    activeMembership?.tenant_name ??
    config?.name ??
    (loading ? '…' : intl.formatMessage({ id: 'scope.unknownTenant' }));
  return (
    <div className="scope-banner">
      <span>
        <FormattedMessage
          id="scope.viewing"
          values={{ name, strong: (chunks) => <strong>{chunks}</strong> }}
        />
      </span>
      {memberships.length > 1 && (
        <label className="scope-banner__switch">
          <span className="pt-visually-hidden">
            {intl.formatMessage({ id: 'scope.switchTenant' })}
          </span>
          <select
            className="pt-select"
            value={activeTenantId ?? ''}
            onChange={(event) => {
              setActiveTenantId(event.target.value);
              navigate(`/dashboard/admin?tenant_id=${encodeURIComponent(event.target.value)}`);
            }}
          >
            {memberships.map((m) => (
              <option key={m.tenant_id} value={m.tenant_id}>
                {intl.formatMessage(
                  { id: 'scope.tenantOption' },
                  { name: m.tenant_name, role: roleLabel(m.role) },
                )}
              </option>
            ))}
          </select>
        </label>
      )}
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          setScope('super');
          navigate('/super');
        }}
      >
        {intl.formatMessage({ id: 'sidebar.superAdmin' })}
      </Button>
    </div>
  );
}
