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
import { InviteUserModal } from './InviteUserModal';
import { TenantDrawer } from './TenantDrawer';
import { TenantFiltersBar } from './TenantFiltersBar';
import { TenantTable, type SuperTenant } from './TenantTable';
import { shownDate } from './tenantDisplay';
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

  return (
    <div className="console">
      <div className="console__head">
        <div>
          <h1>User Management</h1>
          <p className="console__subtitle">People of every tenant</p>
        </div>
        <Button onClick={() => setInviting(true)}>Invite User</Button>
      </div>
      <section className="pt-card" aria-label="Tenants">
        <TenantFiltersBar filters={filters} onChange={setFilters} />
        <TenantTable
          query={tenants}
          caption="Tenants"
          page={filters.page}
          onPage={(page) => setFilters({ ...filters, page })}
          actions={(tenant) => (
            <div className="quick-actions">
              <Button size="sm" variant="secondary" onClick={() => setSelected(tenant)}>
                Users<span className="pt-visually-hidden"> of {tenant.name}</span>
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setDetails(tenant.id)}>
                Details<span className="pt-visually-hidden"> of {tenant.name}</span>
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
  return (
    <section className="pt-card" aria-labelledby="tenant-users">
      <h2 className="pt-card__title" id="tenant-users">
        Users of {tenant.name}
      </h2>
      <QueryState
        query={users}
        loadingLabel="Loading users"
        error="Failed to fetch users"
        isEmpty={(answer) => answer.items.length === 0}
        empty={<EmptyState title="No users yet." icon={<Icon name="users" />} />}
      >
        {(answer) => (
          <Table
            caption={`Users of ${tenant.name}`}
            rowKey={(u) => u.id}
            rows={answer.items}
            columns={[
              { key: 'name', header: 'Name', render: (u) => u.name || '-' },
              { key: 'email', header: 'Email', render: (u) => u.email },
              { key: 'role', header: 'Role', render: (u) => u.role },
              {
                key: 'status',
                header: 'Status',
                render: (u) => (
                  <Badge tone={u.status === 'active' ? 'green' : 'orange'}>{u.status}</Badge>
                ),
              },
              {
                key: 'last',
                header: 'Last sign-in',
                render: (u) => shownDate(u.last_login_at),
              },
              {
                key: 'open',
                header: 'Actions',
                render: (u) => (
                  <Button size="sm" variant="secondary" onClick={() => setOpen(u)}>
                    Details<span className="pt-visually-hidden"> of {u.email}</span>
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
