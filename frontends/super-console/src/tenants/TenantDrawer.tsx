import { useState } from 'react';
import {
  Badge,
  Drawer,
  EmptyState,
  Icon,
  isApiError,
  QueryState,
  Tabs,
  useApiQuery,
} from '@portico/frontend-kit';
import { OwnershipTab } from './OwnershipTab';
import { shownDate, statusTone, tierTone } from './tenantDisplay';

/**
 * One tenant's drawer (docs/product.md §2 Tenants & Domains): Domains, Branding and Usage tabs, and
 * Ownership, the super admin's override (./OwnershipTab.tsx).
 */
export function TenantDrawer({ tenantId, onClose }: { tenantId: string; onClose: () => void }) {
  const [tab, setTab] = useState('domains');
  const detail = useApiQuery('/api/super/tenants/{id}', {
    params: { path: { id: tenantId } },
    tenantId: null,
  });
  const title = detail.status === 'success' ? detail.data.tenant.name : 'Tenant';
  return (
    <Drawer title={title} onClose={onClose}>
      <QueryState
        query={detail}
        loadingLabel="Loading tenant"
        error={(cause) =>
          isApiError(cause) && cause.status
            ? `Failed to load tenant (${cause.status})`
            : 'Error loading tenant'
        }
      >
        {({ tenant, domains, branding }) => (
          <div className="pt-stack">
            <p>
              <Badge tone={tierTone(tenant.tier)}>{tenant.tier}</Badge>{' '}
              <Badge tone={statusTone(tenant.status)}>{tenant.status}</Badge>
            </p>
            <Tabs
              label="Tenant details"
              selected={tab}
              onSelect={setTab}
              tabs={[
                {
                  id: 'domains',
                  label: 'Domains',
                  content:
                    domains.length === 0 ? (
                      <EmptyState title="No domains yet." icon={<Icon name="building" />} />
                    ) : (
                      <ul className="pt-stack">
                        {domains.map((d) => (
                          <li key={d.id}>
                            <strong>{d.domain}</strong> — {d.status}, SSL {d.ssl_status}
                          </li>
                        ))}
                      </ul>
                    ),
                },
                {
                  id: 'branding',
                  label: 'Branding',
                  content: (
                    <dl className="tenant-facts">
                      <dt>Slug</dt>
                      <dd>{tenant.slug}</dd>
                      <dt>Support email</dt>
                      <dd>{branding.support_email || 'None'}</dd>
                      <dt>Brand colour</dt>
                      <dd>{branding.brand_color || 'Default'}</dd>
                      <dt>Logo</dt>
                      <dd>{branding.logo_url || 'None'}</dd>
                    </dl>
                  ),
                },
                {
                  id: 'usage',
                  label: 'Usage',
                  content: (
                    <dl className="tenant-facts">
                      <dt>Seats</dt>
                      <dd>
                        {tenant.seats_used} / {tenant.seats_total}
                      </dd>
                      <dt>Members</dt>
                      <dd>{tenant.members_count}</dd>
                      <dt>Created</dt>
                      <dd>{shownDate(tenant.created_at)}</dd>
                    </dl>
                  ),
                },
                {
                  id: 'ownership',
                  label: 'Ownership',
                  content: <OwnershipTab tenantId={tenant.id} tenantName={tenant.name} />,
                },
              ]}
            />
          </div>
        )}
      </QueryState>
    </Drawer>
  );
}
