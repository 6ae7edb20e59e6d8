import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ActiveTenantProvider, ApiProvider, AuthProvider } from '@portico/frontend-kit';
import { scriptedApi } from '@portico/frontend-kit/testing/scriptedApi';
import SuperConsole from '../src/SuperConsole';

const TARGET = '77777777-7777-4777-8777-777777777777';

function renderConsole() {
  const scripted = scriptedApi({
    'POST /api/auth/refresh': {
      status: 200,
      body: {
        access_token: 't',
        expires_at: '2999-01-01T00:00:00Z',
        user: { id: 's1', email: 's@x.io' },
      },
    },
    'GET /api/me': {
      status: 200,
      body: {
        user: { id: 's1', email: 's@x.io' },
        role: 'super_admin',
        isSuperAdmin: true,
        tenant_id: null,
        impersonating: false,
        memberships: [],
      },
    },
    'GET /api/metrics/uptime': { status: 200, body: { p24h: null, p7d: null, p30d: null } },
    'GET /api/users': {
      status: 200,
      body: {
        users: [
          {
            id: TARGET,
            email: 'mia@acme.test',
            name: 'Mia Member',
            first_name: 'Mia',
            last_name: 'Member',
            role: 'user',
            role_label: 'User',
            tenant_role: '',
            status: 'active',
            workspaces: [
              {
                tenant_id: 'acme',
                tenant_name: 'Acme Studio',
                role_label: 'Patron',
                status: 'active',
              },
              {
                tenant_id: 'beta',
                tenant_name: 'Beta Co',
                role_label: 'Guest',
                status: 'suspended',
              },
            ],
          },
        ],
        total: 1,
      },
    },
    'POST /api/impersonate/start': {
      status: 200,
      body: {
        access_token: 'as-mia',
        expires_at: '2999-01-01T00:00:00Z',
        user: { id: TARGET, email: 'mia@acme.test' },
        impersonating: true,
      },
    },
  });
  render(
    <MemoryRouter initialEntries={['/super']}>
      <ApiProvider client={scripted.api}>
        <AuthProvider>
          <ActiveTenantProvider>
            <Routes>
              <Route path="/super" element={<SuperConsole />} />
              <Route path="/dashboard" element={<h1>Portal dashboard</h1>} />
            </Routes>
          </ActiveTenantProvider>
        </AuthProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
  return scripted;
}

describe('Impersonate User', () => {
  it('searches by email after a pause, starts only once a user is chosen, with the default reason', async () => {
    const { requests } = renderConsole();
    fireEvent.click(await screen.findByRole('button', { name: 'Impersonate User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impersonate User' });
    const startButton = within(dialog).getByRole('button', { name: 'Start' });
    expect(startButton).toBeDisabled();
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Support request');

    fireEvent.change(within(dialog).getByLabelText('Search by email'), { target: { value: 'mi' } });
    fireEvent.change(within(dialog).getByLabelText('Search by email'), {
      target: { value: 'mia' },
    });
    const radio = await within(dialog).findByRole('radio', { name: /mia@acme\.test/ });
    // Who they are and where: the name, the address, each workspace by its own role label.
    expect(radio.closest('label')).toHaveTextContent(
      'Mia Membermia@acme.testAcme Studio · PatronBeta Co · Guest (Suspended)',
    );
    // Typed twice within 300 ms: one search, for what was typed last.
    const searches = requests.filter((r) => r.method === 'GET' && r.path === '/api/users');
    expect(searches.map((r) => r.query.get('query'))).toEqual(['mia']);
    expect(searches[0]?.headers.get('x-tenant-id')).toBeNull();

    fireEvent.click(radio);
    expect(startButton).toBeEnabled();
    fireEvent.click(startButton);
    await screen.findByRole('heading', { name: 'Portal dashboard' });
    await waitFor(() =>
      expect(
        requests.find((r) => r.method === 'POST' && r.path === '/api/impersonate/start')?.body,
      ).toEqual({ targetUserId: TARGET, reason: 'Support request' }),
    );
  });
});
