import { useState } from 'react';
import {
  Badge,
  Button,
  EmptyState,
  Icon,
  QueryState,
  Table,
  useApiQuery,
} from '@portico/frontend-kit';
import { FormattedMessage, useIntl } from '../i18n';
import { InviteUserModal } from './InviteUserModal';
import { TenantDrawer } from './TenantDrawer';
import { TenantFiltersBar } from './TenantFiltersBar';
import { TenantTable, type SuperTenant } from './TenantTable';
import { shownDate, statusText } from './tenantDisplay';
import { UserDrawer, type TenantUser } from './UserDrawer';
import { UserSearch } from './UserSearch';
import { NO_FILTERS, useTenantList } from './useTenants';

/**
 * /superadmin/user-management (docs/product.md §2 Super User Management): the tenant list with its
 * filters; a tenant's users; Invite User; the tenant and user drawers; and any user found by
 * email, whose account the operator disables, enables or sends a reset link.
 */
export function UserManagementPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const tenants = useTenantList(filters);
  const [selected, setSelected] = useState<SuperTenant | null>(null);
  const [details, setDetails] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const intl = useIntl();

  return (
    <div className="console">
      <div className="console__head">
        <div>
          <h1>{intl.formatMessage({ id: 'users.title' })}</h1>
          <p className="console__subtitle">{intl.formatMessage({ id: 'users.subtitle' })}</p>
        </div>
        <Button onClick={() => setInviting(true)}>
          {intl.formatMessage({ id: 'invite.title' })}
        </Button>
      </div>
      <section className="pt-card" aria-label={intl.formatMessage({ id: 'tenants.list' })}>
        <TenantFiltersBar filters={filters} onChange={setFilters} />
        <TenantTable
          query={tenants}
          caption={intl.formatMessage({ id: 'tenants.list' })}
          page={filters.page}
          onPage={(page) => setFilters({ ...filters, page })}
          actions={(tenant) => (
            <div className="quick-actions">
              <Button size="sm" variant="secondary" onClick={() => setSelected(tenant)}>
                <FormattedMessage
                  id="users.users"
                  values={{
                    name: tenant.name,
                    h: (chunks) => <span className="pt-visually-hidden">{chunks}</span>,
                  }}
                />
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setDetails(tenant.id)}>
                <FormattedMessage
                  id="tenants.details"
                  values={{
                    name: tenant.name,
                    h: (chunks) => <span className="pt-visually-hidden">{chunks}</span>,
                  }}
                />
              </Button>
            </div>
          )}
        />
      </section>
      {selected && <TenantUsers tenant={selected} />}
      <UserSearch />
      {details && <TenantDrawer tenantId={details} onClose={() => setDetails(null)} />}
      {inviting && (
        <InviteUserModal initialTenantId={selected?.id} onClose={() => setInviting(false)} />
      )}
    </div>
  );
}

function TenantUsers({ tenant }: { tenant: SuperTenant }) {
  const users = useApiQuery('/api/super/tenant-users', {
    params: { query: { id: tenant.id } },
    tenantId: null,
  });
  const [open, setOpen] = useState<TenantUser | null>(null);
  const intl = useIntl();
  return (
    <section className="pt-card" aria-labelledby="tenant-users">
      <h2 className="pt-card__title" id="tenant-users">
        {intl.formatMessage({ id: 'users.of' }, { name: tenant.name })}
      </h2>
      <QueryState
        query={users}
        loadingLabel={intl.formatMessage({ id: 'users.loading' })}
        error={intl.formatMessage({ id: 'users.failed' })}
        isEmpty={(answer) => answer.items.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage({ id: 'users.empty' })}
            icon={<Icon name="users" />}
          />
        }
      >
        {(answer) => (
          <Table
            caption={intl.formatMessage({ id: 'users.of' }, { name: tenant.name })}
            rowKey={(u) => u.id}
            rows={answer.items}
            columns={[
              {
                key: 'name',
                header: intl.formatMessage({ id: 'tenants.name' }),
                render: (u) => u.name || '-',
              },
              {
                key: 'email',
                header: intl.formatMessage({ id: 'tenants.users.email' }),
                render: (u) => u.email,
              },
              {
                key: 'role',
                header: intl.formatMessage({ id: 'tenants.users.role' }),
                render: (u) => u.role,
              },
              {
                key: 'status',
                header: intl.formatMessage({ id: 'tenants.status' }),
                render: (u) => (
                  <Badge tone={u.status === 'active' ? 'green' : 'orange'}>
                    {statusText(u.status, intl)}
                  </Badge>
                ),
              },
              {
                key: 'last',
                header: intl.formatMessage({ id: 'tenants.users.lastSignIn' }),
                render: (u) => shownDate(u.last_login_at, intl),
              },
              {
                key: 'open',
                header: intl.formatMessage({ id: 'tenants.actions' }),
                render: (u) => (
                  <Button size="sm" variant="secondary" onClick={() => setOpen(u)}>
                    <FormattedMessage
                      id="tenants.details"
                      values={{
                        name: u.email,
                        h: (chunks) => <span className="pt-visually-hidden">{chunks}</span>,
                      }}
                    />
                  </Button>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      {open && <UserDrawer user={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
