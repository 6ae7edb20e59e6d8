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
import { useIntl } from '../i18n';

const tierTone = (tier: string): BadgeTone =>
  tier === 'advanced' ? 'purple' : tier === 'pro' ? 'blue' : 'gray';

/**
 * Mission Control's Quick Tenant Access (docs/product.md §2): each tenant with its tier and seats;
 * View as Tenant sets the active tenant and opens its admin dashboard.
 */
export function QuickTenantAccess() {
  const navigate = useNavigate();
  const intl = useIntl();
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
        {intl.formatMessage({ id: 'mission.tenants' })}
      </h2>
      <QueryState
        query={tenants}
        loadingLabel={intl.formatMessage({ id: 'mission.tenants.loading' })}
        error={(cause) =>
          isApiError(cause) && cause.status
            ? intl.formatMessage({ id: 'mission.tenants.failedStatus' }, { status: cause.status })
            : intl.formatMessage({ id: 'mission.tenants.failed' })
        }
        isEmpty={(answer) => answer.items.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage({ id: 'mission.tenants.empty' })}
            icon={<Icon name="building" />}
          />
        }
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
                  {intl.formatMessage(
                    { id: 'mission.tenants.seats' },
                    {
                      used: tenant.seats_used,
                      total: tenant.seats_total,
                    },
                  )}
                </span>
                <Button size="sm" variant="secondary" onClick={() => viewAsTenant(tenant.id)}>
                  {intl.formatMessage({ id: 'mission.tenants.view' })}
                </Button>
              </div>
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}
