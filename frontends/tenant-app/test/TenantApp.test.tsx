import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ActiveTenantProvider, ApiProvider, AuthProvider } from '@portico/frontend-kit';
import { scriptedApi } from '@portico/frontend-kit/testing/scriptedApi';
import TenantApp from '../src/TenantApp';

/** The admin dashboard against a gateway that has no tenant data yet. */
function renderAdminDashboard(answers: Record<string, { status: number; body: unknown }>) {
  const { api } = scriptedApi(answers);
  render(
    <MemoryRouter initialEntries={['/dashboard/admin?tenant_id=t1']}>
      <ApiProvider client={api}>
        <AuthProvider>
          <ActiveTenantProvider>
            <TenantApp />
          </ActiveTenantProvider>
        </AuthProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
}

describe('tenant admin dashboard', () => {
  it('shows the empty states when the tenant has no files or users yet', async () => {
    renderAdminDashboard({
      'GET /api/files': { status: 200, body: [] },
      'GET /api/forms': { status: 200, body: [] },
      'GET /api/users/recent': { status: 200, body: { users: [] } },
    });
    expect(await screen.findByText('No files yet.')).toBeInTheDocument();
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Users' })).toHaveAttribute(
      'href',
      '/crm/users',
    );
  });

  it('shows the spec error texts when the lists cannot be fetched', async () => {
    renderAdminDashboard({
      'GET /api/files': { status: 500, body: { error: 'boom' } },
      'GET /api/users/recent': { status: 500, body: { error: 'boom' } },
    });
    expect(await screen.findByText('Failed to fetch files')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch users')).toBeInTheDocument();
  });
});
