import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ActiveTenantProvider, ApiProvider, AuthProvider } from '@portico/frontend-kit';
import { scriptedApi } from '@portico/frontend-kit/testing/scriptedApi';
import SuperConsole from '../src/SuperConsole';

type Answers = Parameters<typeof scriptedApi>[0];

/** Where View as Tenant led. */
function Where() {
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search}`}</p>;
}

function renderConsole(answers: Answers = {}) {
  const { api, calls } = scriptedApi({
    'POST /api/auth/refresh': {
      status: 401,
      body: { error: 'no session', code: 'unauthenticated' },
    },
    ...answers,
  });
  render(
    <MemoryRouter initialEntries={['/super']}>
      <ApiProvider client={api}>
        <AuthProvider>
          <ActiveTenantProvider>
            <Routes>
              <Route path="/super" element={<SuperConsole />} />
              <Route path="/dashboard/admin" element={<Where />} />
            </Routes>
          </ActiveTenantProvider>
        </AuthProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
  return { calls };
}

/** Lets the start-up session check finish inside act, as it would before anyone looks. */
const sessionChecked = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('Mission Control', () => {
  it('is titled with its subtitle', async () => {
    renderConsole();
    await sessionChecked();
    expect(screen.getByRole('heading', { name: 'Mission Control' })).toBeInTheDocument();
    expect(screen.getByText('Instant signal on stability, growth, and risk')).toBeInTheDocument();
  });

  it("shows each tenant's name, tier badge and seats, and View as Tenant opens its admin dashboard", async () => {
    renderConsole({
      'POST /api/auth/refresh': {
        status: 200,
        body: {
          access_token: 't',
          expires_at: '2999-01-01T00:00:00Z',
          user: { id: 's1', email: 's@x.io' },
        },
      },
      'GET /api/super/tenants': {
        status: 200,
        body: {
          items: [
            {
              id: '44444444-4444-4444-8444-444444444444',
              name: 'Acme Studio',
              slug: 'acme',
              domain: '',
              tier: 'advanced',
              status: 'active',
              seats_used: 2,
              seats_total: 5,
              members_count: 7,
              created_at: '2026-01-01T00:00:00Z',
            },
          ],
          total: 1,
          page: 1,
          page_size: 25,
        },
      },
    });
    const quickAccess = screen.getByRole('region', { name: 'Quick Tenant Access' });
    expect(await within(quickAccess).findByText('Acme Studio')).toBeInTheDocument();
    expect(within(quickAccess).getByText('Advanced')).toBeInTheDocument();
    expect(within(quickAccess).getByText('2 / 5 seats')).toBeInTheDocument();
    fireEvent.click(within(quickAccess).getByRole('button', { name: 'View as Tenant' }));
    expect(
      await screen.findByText('/dashboard/admin?tenant_id=44444444-4444-4444-8444-444444444444'),
    ).toBeInTheDocument();
  });

  it("says 'No tenants found' when the platform has none", async () => {
    renderConsole({
      'POST /api/auth/refresh': {
        status: 200,
        body: {
          access_token: 't',
          expires_at: '2999-01-01T00:00:00Z',
          user: { id: 's1', email: 's@x.io' },
        },
      },
      'GET /api/super/tenants': {
        status: 200,
        body: { items: [], total: 0, page: 1, page_size: 25 },
      },
    });
    const quickAccess = screen.getByRole('region', { name: 'Quick Tenant Access' });
    expect(await within(quickAccess).findByText('No tenants found')).toBeInTheDocument();
  });

  it("shows the gateway's measured 24-hour uptime and invents no figure for the other cards", async () => {
    renderConsole({
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
      'GET /api/metrics/uptime': { status: 200, body: { p24h: 99.95, p7d: 99.9, p30d: null } },
      'GET /api/metrics/messaging': {
        status: 200,
        body: { messages: 4321, live_streams: 12, inbound_posted: 5, inbound_refused: 0 },
      },
    });
    const status = screen.getByRole('region', { name: 'Platform status' });
    expect(await within(status).findByText('99.95 %')).toBeInTheDocument();
    expect(await within(status).findByText('4,321')).toBeInTheDocument();
    // Active Users and Storage are not scripted here: they say so, and show no number.
    expect(await within(status).findByText('Error loading active users')).toBeInTheDocument();
    expect(within(status).getByText('Error loading storage')).toBeInTheDocument();
    expect(within(status).queryByText(/847|23 jobs/)).toBeNull();
  });

  it('says Prometheus is unavailable on the Uptime card rather than a number', async () => {
    renderConsole({
      'GET /api/metrics/uptime': { status: 503, body: { error: 'x', code: 'UNAVAILABLE' } },
      'POST /api/auth/refresh': {
        status: 200,
        body: {
          access_token: 't',
          expires_at: '2999-01-01T00:00:00Z',
          user: { id: 's1', email: 's@x.io' },
        },
      },
    });
    expect(await screen.findByText('Prometheus is unavailable')).toBeInTheDocument();
  });
});
