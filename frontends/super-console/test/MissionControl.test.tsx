import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ActiveTenantProvider, ApiProvider, AuthProvider } from '@portico/frontend-kit';
import { scriptedApi } from '@portico/frontend-kit/testing/scriptedApi';
import SuperConsole from '../src/SuperConsole';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderConsole(tenants: { status: number; body: unknown }) {
  const { api } = scriptedApi({ 'GET /api/super/tenants': tenants });
  render(
    <MemoryRouter initialEntries={['/super']}>
      <ApiProvider client={api}>
        <AuthProvider>
          <ActiveTenantProvider>
            <Routes>
              <Route path="/super" element={<SuperConsole />} />
              <Route path="*" element={<Where />} />
            </Routes>
          </ActiveTenantProvider>
        </AuthProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
}

describe('Mission Control', () => {
  it('says so when there are no tenants', async () => {
    renderConsole({ status: 200, body: { items: [] } });
    expect(screen.getByRole('heading', { name: 'Mission Control' })).toBeInTheDocument();
    expect(screen.getByText('Instant signal on stability, growth, and risk')).toBeInTheDocument();
    expect(await screen.findByText('No tenants found')).toBeInTheDocument();
  });

  it('shows the status when the tenant list fails', async () => {
    renderConsole({ status: 503, body: { error: 'down' } });
    expect(await screen.findByText('Failed to load tenants (503)')).toBeInTheDocument();
  });

  it("opens a tenant's admin dashboard from View as Tenant", async () => {
    renderConsole({
      status: 200,
      body: {
        items: [{ id: 't9', name: 'Northwind', tier: 'pro', seats_used: 2, seats_total: 5 }],
      },
    });
    expect(await screen.findByText('2 / 5 seats')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View as Tenant' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/admin?tenant_id=t9');
  });
});
