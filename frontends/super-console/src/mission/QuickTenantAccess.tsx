import { useNavigate } from 'react-router';
import {
  Badge,
  Button,
  EmptyState,
  Icon,
  isApiError,
  QueryState,
  useActiveTenant,
  useApiQuery,
  type BadgeTone,
} from '@portico/frontend-kit';

const tierTone = (tier: string): BadgeTone =>
  tier === 'advanced' ? 'purple' : tier === 'pro' ? 'blue' : 'gray';

/**
 * Mission Control's Quick Tenant Access (docs/product.md §2): each tenant with its tier and seats;
 * View as Tenant sets the active tenant and opens its admin dashboard.
 */
export function QuickTenantAccess() {
  const navigate = useNavigate();
  const { setActiveTenantId } = useActiveTenant();
  // The platform's list, whichever tenant is active.
  const tenants = useApiQuery('/api/super/tenants', { tenantId: null });

  const viewAsTenant = (id: string) => {
    setActiveTenantId(id);
    navigate(`/dashboard/admin?tenant_id=${encodeURIComponent(id)}`);
  };

  return (
    <section className="pt-card" aria-labelledby="quick-tenant-access">
      <h2 className="pt-card__title" id="quick-tenant-access">
        Quick Tenant Access
      </h2>
      <QueryState
        query={tenants}
        loadingLabel="Loading tenants"
        error={(cause) =>
          isApiError(cause) && cause.status
            ? `Failed to load tenants (${cause.status})`
            : 'Error loading tenants'
        }
        isEmpty={(answer) => answer.items.length === 0}
        empty={<EmptyState title="No tenants found" icon={<Icon name="building" />} />}
      >
        {(answer) => (
          <div className="tenant-grid">
            {answer.items.map((tenant) => (
              <div key={tenant.id} className="tenant-tile">
                <div className="tenant-tile__head">
                  <strong>{tenant.name}</strong>
                  {tenant.tier && <Badge tone={tierTone(tenant.tier)}>{tenant.tier}</Badge>}
                </div>
                <span className="tenant-tile__seats">
                  {tenant.seats_used} / {tenant.seats_total} seats
                </span>
                <Button size="sm" variant="secondary" onClick={() => viewAsTenant(tenant.id)}>
                  View as Tenant
                </Button>
              </div>
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}
