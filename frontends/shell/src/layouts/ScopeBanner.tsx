import { useNavigate } from 'react-router';
import { Button, roleLabel, useActiveTenant } from '@portico/frontend-kit';

/** Spec part 1 §2: the super admin's scope bar above admin pages. */
export function ScopeBanner() {
  const { scope, activeTenantId, activeMembership, memberships, setScope, setActiveTenantId } =
    useActiveTenant();
  const navigate = useNavigate();

  if (scope === 'super') {
    // DESIGN.md §11: 'My Tenant' is the super admin's own first membership, not a name match.
    const own = memberships[0];
    return (
      <div className="scope-banner scope-banner--super">
        <strong>Super Admin Portal</strong>
        {own && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              navigate(`/dashboard/admin?tenant_id=${encodeURIComponent(own.tenant_id)}`)
            }
          >
            My Tenant
          </Button>
        )}
      </div>
    );
  }

  const name = activeMembership?.tenant_name ?? 'Unknown Tenant';
  return (
    <div className="scope-banner">
      <span>
        Viewing: <strong>{name}</strong>
      </span>
      {memberships.length > 1 && (
        <label className="scope-banner__switch">
          <span className="pt-visually-hidden">Switch tenant</span>
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
                {m.tenant_name} ({roleLabel(m.role)})
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
        Super Admin
      </Button>
    </div>
  );
}
