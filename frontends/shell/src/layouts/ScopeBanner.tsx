import { useNavigate } from 'react-router';
import { Button, roleLabel, useActiveTenant } from '@portico/frontend-kit';
import { FormattedMessage, useIntl } from './i18n';

/** docs/product.md §2: the super admin's scope bar above admin pages. */
export function ScopeBanner() {
  const { scope, activeTenantId, activeMembership, memberships, setScope, setActiveTenantId } =
    useActiveTenant();
  const navigate = useNavigate();
  const intl = useIntl();

  if (scope === 'super') {
    // docs/product.md §10: 'My Tenant' is the super admin's own first membership, not a name match.
    const own = memberships[0];
    return (
      <div className="scope-banner scope-banner--super">
        <strong>{intl.formatMessage({ id: 'scope.superPortal' })}</strong>
        {own && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              navigate(`/dashboard/admin?tenant_id=${encodeURIComponent(own.tenant_id)}`)
            }
          >
            {intl.formatMessage({ id: 'scope.myTenant' })}
          </Button>
        )}
      </div>
    );
  }

  const name = activeMembership?.tenant_name ?? intl.formatMessage({ id: 'scope.unknownTenant' });
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
