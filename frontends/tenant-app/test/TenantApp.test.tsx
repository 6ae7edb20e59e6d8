import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ActiveTenantProvider, ApiProvider, AuthProvider } from '@portico/frontend-kit';
import { scriptedApi } from '@portico/frontend-kit/testing/scriptedApi';
import TenantApp from '../src/TenantApp';

const tokens = {
  access_token: 't',
  expires_at: '2999-01-01T00:00:00Z',
  user: { id: 'u1', email: 'ada@example.com' },
};
const me = {
  user: { id: 'u1', email: 'ada@example.com', first_name: 'Ada', last_name: 'Byron' },
  role: 'admin',
  isSuperAdmin: false,
  tenant_id: 't1',
  impersonating: false,
  memberships: [
    { tenant_id: 't1', tenant_name: 'Acme', role: 'admin', role_key: 'admin', status: 'active' },
  ],
};

/** The admin dashboard of a signed-in admin, against this release's gateway. */
function renderAdminDashboard() {
  const { api, calls } = scriptedApi({
    'POST /api/auth/refresh': { status: 200, body: tokens },
    'GET /api/me': { status: 200, body: me },
  });
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
  return { calls };
}

describe('tenant admin dashboard', () => {
  it('says files and the tenant’s people are not available yet in this release, and asks for neither', async () => {
    const { calls } = renderAdminDashboard();
    const uploads = screen.getByRole('region', { name: 'Recent Uploads' });
    const users = screen.getByRole('region', { name: 'Recent Users' });
    expect(
      within(uploads).getByRole('note', {
        name: /File sharing: Not available yet in this release/,
      }),
    ).toBeInTheDocument();
    expect(
      within(users).getByRole('note', { name: /Not available yet in this release/ }),
    ).toBeInTheDocument();
    expect(within(users).getByRole('link', { name: 'View All Users' })).toHaveAttribute(
      'href',
      '/crm/users',
    );
    await screen.findByText('Here is what is happening in Acme.');
    expect(calls).toEqual(['POST /api/auth/refresh', 'GET /api/me']);
  });

  it('shows no made-up counts: each card says its figure is not available yet', () => {
    renderAdminDashboard();
    for (const label of ['Total Clients', 'Total Forms', 'Files Uploaded']) {
      const card = screen.getByText(label).closest('.stat-card') as HTMLElement;
      expect(card).toHaveTextContent('Not available yet in this release');
      expect(within(card).queryByText(/\d/)).not.toBeInTheDocument();
    }
  });
});
