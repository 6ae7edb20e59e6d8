/**
 * The super admin's scope on a tenant's admin pages (issue 26's walk-through): viewing a tenant
 * they are not a member of names it, the console's scope asks for a tenant instead of showing
 * the screen's failed reads, and a super admin without a workspace of their own is offered the
 * Tenants list where one with a workspace gets My Tenant.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminLayout } from '../src/layouts/AdminLayout';
import { renderAt, scriptedApi } from './harness';

const superAdmin = (memberships: unknown[]) => ({
  'POST /api/auth/refresh': {
    status: 200,
    body: {
      access_token: 't',
      expires_at: '2999-01-01T00:00:00Z',
      user: { id: 'sa', email: 'root@example.com' },
    },
  },
  'GET /api/me': {
    status: 200,
    body: {
      user: { id: 'sa', email: 'root@example.com', first_name: '', last_name: '' },
      role: 'super_admin',
      isSuperAdmin: true,
      tenant_id: null,
      impersonating: false,
      memberships,
    },
  },
});

const OWN = {
  tenant_id: 't-own',
  tenant_name: 'Root Agency',
  role: 'owner',
  status: 'active',
};

function adminPage(path: string, routes: Parameters<typeof scriptedApi>[0]) {
  localStorage.clear();
  const scripted = scriptedApi(routes);
  renderAt(
    path,
    <AdminLayout>
      <p>The tenant’s admin screen</p>
    </AdminLayout>,
    scripted.api,
  );
  return scripted;
}

describe('the super admin’s scope on admin pages', () => {
  it('names a tenant the super admin views without being a member of it', async () => {
    adminPage('/dashboard/admin?tenant_id=t-acme', {
      ...superAdmin([]),
      'GET /api/tenant-config': { status: 200, body: { name: 'Acme Studio' } },
    });
    expect(await screen.findByText('The tenant’s admin screen')).toBeInTheDocument();
    expect(await screen.findByText('Acme Studio', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByText(/Unknown Tenant/)).not.toBeInTheDocument();
  });

  it('asks for a tenant in the console’s scope instead of showing the screen, and offers Tenants', async () => {
    adminPage('/dashboard/admin', superAdmin([]));
    expect(await screen.findByText('No tenant chosen')).toBeInTheDocument();
    expect(screen.queryByText('The tenant’s admin screen')).not.toBeInTheDocument();
    const choose = screen.getAllByRole('button', { name: 'Choose a tenant' });
    expect(choose).toHaveLength(2);
    await userEvent.click(choose[0]!);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/super\/tenants$/);
  });

  it('takes a super admin with a workspace of their own to it with My Tenant', async () => {
    adminPage('/dashboard/admin', {
      ...superAdmin([OWN]),
      'GET /api/tenant-config': { status: 200, body: { name: 'Root Agency' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'My Tenant' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/dashboard/admin?tenant_id=t-own',
    );
    expect(await screen.findByText('The tenant’s admin screen')).toBeInTheDocument();
  });
});
