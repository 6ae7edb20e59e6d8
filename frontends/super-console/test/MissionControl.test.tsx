import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ActiveTenantProvider, ApiProvider, AuthProvider } from '@portico/frontend-kit';
import { scriptedApi } from '@portico/frontend-kit/testing/scriptedApi';
import SuperConsole from '../src/SuperConsole';

type Answers = Parameters<typeof scriptedApi>[0];

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

  it('says the tenant list is not available yet in this release and asks the gateway nothing for it', async () => {
    const { calls } = renderConsole();
    await sessionChecked();
    const quickAccess = screen.getByRole('region', { name: 'Quick Tenant Access' });
    expect(
      within(quickAccess).getByRole('note', { name: /Not available yet in this release/ }),
    ).toBeInTheDocument();
    expect(within(quickAccess).queryByRole('button', { name: 'View as Tenant' })).toBeNull();
    expect(calls.filter((call) => call.includes('/api/super/tenants'))).toEqual([]);
  });

  it("shows the gateway's measured 24-hour uptime and leaves unmeasured cards without a figure", async () => {
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
    });
    const status = screen.getByRole('region', { name: 'Platform status' });
    expect(await within(status).findByText('99.95 %')).toBeInTheDocument();
    expect(within(status).getAllByText('Not available yet in this release')).toHaveLength(3);
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
