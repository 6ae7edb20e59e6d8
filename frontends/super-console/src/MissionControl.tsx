import { useState } from 'react';
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
  NOT_AVAILABLE_YET,
  useActiveTenant,
  useApiQuery,
  useFeatureQuery,
  type BadgeTone,
} from '@portico/frontend-kit';
import { ImpersonateUserModal } from './ImpersonateUserModal';
import { MaintenanceDialog } from './maintenance/MaintenanceDialog';
import { NewSignupsCard } from './onboarding/NewSignupsCard';

const tierTone = (tier?: string): BadgeTone =>
  tier === 'advanced' ? 'purple' : tier === 'pro' ? 'blue' : 'gray';

const numberOf = (item: Record<string, unknown>, name: string) =>
  typeof item[name] === 'number' ? (item[name] as number) : undefined;

/**
 * Mission Control (spec part 2 §2) with the Quick Tenant Access grid. The platform's tenant list
 * arrives with the live console: until the gateway declares its route the grid says so.
 */
export function MissionControl() {
  const navigate = useNavigate();
  const { setActiveTenantId } = useActiveTenant();
  const tenants = useFeatureQuery('/api/super/tenants');
  const uptime = useApiQuery('/api/metrics/uptime', { tenantId: null });
  const [impersonating, setImpersonating] = useState(false);
  const [purging, setPurging] = useState(false);

  const viewAsTenant = (id: string) => {
    setActiveTenantId(id);
    navigate(`/dashboard/admin?tenant_id=${encodeURIComponent(id)}`);
  };

  return (
    <div className="console">
      <div>
        <h1>Mission Control</h1>
        <p className="console__subtitle">Instant signal on stability, growth, and risk</p>
      </div>
      <section className="status-cards" aria-label="Platform status">
        <div className="pt-card status-card">
          <h2 className="pt-card__title">Uptime</h2>
          <p className="status-card__value">
            {uptime.status === 'pending'
              ? 'Loading…'
              : uptime.status === 'error'
                ? isApiError(uptime.error) && uptime.error.status === 503
                  ? 'Prometheus is unavailable'
                  : 'Error loading uptime'
                : uptime.data.p24h === null
                  ? 'No data yet'
                  : `${uptime.data.p24h.toFixed(2)} %`}
          </p>
          <p className="console__subtitle">last 24 hours</p>
        </div>
        {/* Measured by services whose figures are not in this release: absent, not invented. */}
        <NewSignupsCard />
        {['Active Users', 'Storage'].map((title) => (
          <div key={title} className="pt-card status-card">
            <h2 className="pt-card__title">{title}</h2>
            <p className="console__subtitle">{NOT_AVAILABLE_YET}</p>
          </div>
        ))}
      </section>
      <section className="pt-card" aria-labelledby="quick-actions">
        <h2 className="pt-card__title" id="quick-actions">
          Quick Actions
        </h2>
        <div className="quick-actions">
          <Button variant="secondary" onClick={() => setImpersonating(true)}>
            Impersonate User
          </Button>
          <Button variant="secondary" onClick={() => setPurging(true)}>
            Purge Cache
          </Button>
          <Button variant="secondary" onClick={() => navigate('/super/audit')}>
            Open Audit Logs
          </Button>
          <Button variant="secondary" onClick={() => navigate('/super/health')}>
            Open App Health
          </Button>
        </div>
      </section>
      {impersonating && <ImpersonateUserModal onClose={() => setImpersonating(false)} />}
      {purging && <MaintenanceDialog action="purge" onClose={() => setPurging(false)} />}
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
    </div>
  );
}
