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
import { FormattedMessage, useIntl } from '../i18n';
import { OwnershipTab } from './OwnershipTab';
import { shownDate, statusText, statusTone, tierTone } from './tenantDisplay';

/**
 * One tenant's drawer (docs/product.md §2 Tenants & Domains): Domains, Branding and Usage tabs, and
 * Ownership, the super admin's override (./OwnershipTab.tsx).
 */
export function TenantDrawer({ tenantId, onClose }: { tenantId: string; onClose: () => void }) {
  const [tab, setTab] = useState('domains');
  const intl = useIntl();
  const detail = useApiQuery('/api/super/tenants/{id}', {
    params: { path: { id: tenantId } },
    tenantId: null,
  });
  const title =
    detail.status === 'success'
      ? detail.data.tenant.name
      : intl.formatMessage({ id: 'tenants.drawer' });
  return (
    <Drawer title={title} onClose={onClose}>
      <QueryState
        query={detail}
        loadingLabel={intl.formatMessage({ id: 'tenants.drawer.loading' })}
        error={(cause) =>
          isApiError(cause) && cause.status
            ? intl.formatMessage({ id: 'tenants.drawer.failedStatus' }, { status: cause.status })
            : intl.formatMessage({ id: 'tenants.drawer.failed' })
        }
      >
        {({ tenant, domains, branding }) => (
          <div className="pt-stack">
            <p className="quick-actions">
              <Badge tone={tierTone(tenant.tier)}>{tenant.tier}</Badge>
              <Badge tone={statusTone(tenant.status)}>{statusText(tenant.status, intl)}</Badge>
            </p>
            <Tabs
              label={intl.formatMessage({ id: 'tenants.drawer.tabs' })}
              selected={tab}
              onSelect={setTab}
              tabs={[
                {
                  id: 'domains',
                  label: intl.formatMessage({ id: 'tenants.drawer.domains' }),
                  content:
                    domains.length === 0 ? (
                      <EmptyState
                        title={intl.formatMessage({ id: 'tenants.drawer.domains.empty' })}
                        icon={<Icon name="building" />}
                      />
                    ) : (
                      <ul className="pt-stack">
                        {domains.map((d) => (
                          <li key={d.id}>
                            <FormattedMessage
                              id="tenants.drawer.domain"
                              values={{
                                domain: d.domain,
                                status: d.status,
                                ssl: d.ssl_status,
                                strong: (chunks) => <strong>{chunks}</strong>,
                              }}
                            />
                          </li>
                        ))}
                      </ul>
                    ),
                },
                {
                  id: 'branding',
                  label: intl.formatMessage({ id: 'tenants.drawer.branding' }),
                  content: (
                    <dl className="tenant-facts">
                      <dt>{intl.formatMessage({ id: 'tenants.slug' })}</dt>
                      <dd>{tenant.slug}</dd>
                      <dt>{intl.formatMessage({ id: 'settings.brand.supportEmail' })}</dt>
                      <dd>
                        {branding.support_email || intl.formatMessage({ id: 'tenants.none' })}
                      </dd>
                      <dt>{intl.formatMessage({ id: 'tenants.drawer.brandColour' })}</dt>
                      <dd>
                        {branding.brand_color ||
                          intl.formatMessage({ id: 'tenants.drawer.default' })}
                      </dd>
                      <dt>{intl.formatMessage({ id: 'tenants.drawer.logo' })}</dt>
                      <dd>{branding.logo_url || intl.formatMessage({ id: 'tenants.none' })}</dd>
                    </dl>
                  ),
                },
                {
                  id: 'usage',
                  label: intl.formatMessage({ id: 'tenants.drawer.usage' }),
                  content: (
                    <dl className="tenant-facts">
                      <dt>{intl.formatMessage({ id: 'tenants.seats' })}</dt>
                      <dd>
                        {intl.formatMessage(
                          { id: 'tenants.seats.count' },
                          {
                            used: tenant.seats_used,
                            total: tenant.seats_total,
                          },
                        )}
                      </dd>
                      <dt>{intl.formatMessage({ id: 'tenants.drawer.members' })}</dt>
                      <dd>{tenant.members_count}</dd>
                      <dt>{intl.formatMessage({ id: 'tenants.drawer.created' })}</dt>
                      <dd>{shownDate(tenant.created_at, intl)}</dd>
                    </dl>
                  ),
                },
                {
                  id: 'ownership',
                  label: intl.formatMessage({ id: 'tenants.drawer.ownership' }),
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
