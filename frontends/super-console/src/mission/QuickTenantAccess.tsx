import { useNavigate } from 'react-router';
import {
  Badge,
  Button,
  EmptyState,
  Icon,
  isApiError,
  listItems,
  NotAvailableYet,
  QueryState,
  textOf,
  useActiveTenant,
  useFeatureQuery,
  type BadgeTone,
} from '@portico/frontend-kit';

const tierTone = (tier?: string): BadgeTone =>
  tier === 'advanced' ? 'purple' : tier === 'pro' ? 'blue' : 'gray';

const numberOf = (item: Record<string, unknown>, name: string) =>
  typeof item[name] === 'number' ? (item[name] as number) : undefined;

/**
 * Mission Control's Quick Tenant Access (spec part 2 §2): each tenant with its tier and seats;
 * View as Tenant sets the active tenant and opens its admin dashboard.
 */
export function QuickTenantAccess() {
  const navigate = useNavigate();
  const { setActiveTenantId } = useActiveTenant();
  const tenants = useFeatureQuery('/api/super/tenants');

  const viewAsTenant = (id: string) => {
    setActiveTenantId(id);
    navigate(`/dashboard/admin?tenant_id=${encodeURIComponent(id)}`);
  };

  return (
    <section className="pt-card" aria-labelledby="quick-tenant-access">
      <h2 className="pt-card__title" id="quick-tenant-access">
        Quick Tenant Access
      </h2>
      {!tenants.declared ? (
        <NotAvailableYet feature="The platform's tenant list" />
      ) : (
        <QueryState
          query={tenants}
          loadingLabel="Loading tenants"
          error={(cause) =>
            isApiError(cause) && cause.status
              ? `Failed to load tenants (${cause.status})`
              : 'Error loading tenants'
          }
          isEmpty={(answer) => listItems(answer).length === 0}
          empty={<EmptyState title="No tenants found" icon={<Icon name="building" />} />}
        >
          {(answer) => (
            <div className="tenant-grid">
              {listItems(answer).map((tenant) => {
                const id = String(tenant.id);
                const tier = textOf(tenant, 'tier', 'plan');
                const used = numberOf(tenant, 'seats_used');
                const total = numberOf(tenant, 'seats_total');
                return (
                  <div key={id} className="tenant-tile">
                    <div className="tenant-tile__head">
                      <strong>{textOf(tenant, 'name')}</strong>
                      {tier && <Badge tone={tierTone(tier)}>{tier}</Badge>}
                    </div>
                    {used !== undefined && total !== undefined && (
                      <span className="tenant-tile__seats">
                        {used} / {total} seats
                      </span>
                    )}
                    <Button size="sm" variant="secondary" onClick={() => viewAsTenant(id)}>
                      View as Tenant
                    </Button>
                  </div>
                );
              })}
            </div>
          )}
        </QueryState>
      )}
    </section>
  );
}
