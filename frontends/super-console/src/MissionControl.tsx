import { useNavigate } from 'react-router';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  Icon,
  isApiError,
  SkeletonList,
  useActiveTenant,
  useApi,
  useAsync,
  type BadgeTone,
} from '@portico/frontend-kit';

interface TenantItem {
  id: string;
  name: string;
  tier?: string | null;
  seats_used?: number | null;
  seats_total?: number | null;
}

const tierTone = (tier?: string | null): BadgeTone =>
  tier === 'advanced' ? 'purple' : tier === 'pro' ? 'blue' : 'gray';

/** Mission Control (spec part 2 §2) with the Quick Tenant Access grid. */
export function MissionControl() {
  const api = useApi();
  const navigate = useNavigate();
  const { setActiveTenantId } = useActiveTenant();
  const tenants = useAsync(
    () =>
      api
        .get<{ items: TenantItem[] } | TenantItem[]>('/api/super/tenants', { tenantId: null })
        .then((a) => (Array.isArray(a) ? a : (a.items ?? []))),
    [api],
  );

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
      <section className="pt-card" aria-labelledby="quick-tenant-access">
        <h2 className="pt-card__title" id="quick-tenant-access">
          Quick Tenant Access
        </h2>
        {tenants.status === 'loading' && <SkeletonList rows={3} label="Loading tenants" />}
        {tenants.status === 'error' && (
          <Alert tone="error">
            {isApiError(tenants.error) && tenants.error.status
              ? `Failed to load tenants (${tenants.error.status})`
              : 'Error loading tenants'}
          </Alert>
        )}
        {tenants.status === 'success' && tenants.data.length === 0 && (
          <EmptyState title="No tenants found" icon={<Icon name="building" />} />
        )}
        {tenants.status === 'success' && tenants.data.length > 0 && (
          <div className="tenant-grid">
            {tenants.data.map((t) => (
              <div key={t.id} className="tenant-tile">
                <div className="tenant-tile__head">
                  <strong>{t.name}</strong>
                  <Badge tone={tierTone(t.tier)}>{t.tier ?? 'starter'}</Badge>
                </div>
                <span className="tenant-tile__seats">
                  {t.seats_used ?? 0} / {t.seats_total ?? 3} seats
                </span>
                <Button size="sm" variant="secondary" onClick={() => viewAsTenant(t.id)}>
                  View as Tenant
                </Button>
              </div>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
