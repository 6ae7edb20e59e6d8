import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ActiveTenantProvider, ApiProvider, AuthProvider } from '@portico/frontend-kit';
import { scriptedApi, type ScriptedRoutes } from '@portico/frontend-kit/testing/scriptedApi';
import SuperConsole from '../src/SuperConsole';

function renderMissionControl(routes: ScriptedRoutes) {
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
    ...routes,
  });
  render(
    <MemoryRouter initialEntries={['/super']}>
      <ApiProvider client={scripted.api}>
        <AuthProvider>
          <ActiveTenantProvider>
            <Routes>
              <Route path="/super/*" element={<SuperConsole />} />
            </Routes>
          </ActiveTenantProvider>
        </AuthProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
}

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const event = (id: string, step: string, created_at: string) => ({
  id,
  tenant_id: step === 'provisioned' ? `t-${id}` : null,
  user_id: null,
  step,
  details: {},
  created_at,
});

const card = async () => {
  const status = await screen.findByRole('region', { name: 'Platform status' });
  return within(status).getByRole('heading', { name: 'New Signups' }).parentElement!;
};

describe('Mission Control: New Signups', () => {
  it('counts workspaces provisioned in the last 24 hours, not steps nor older ones', async () => {
    renderMissionControl({
      'GET /api/_debug/onboarding-events': {
        status: 200,
        body: {
          events: [
            event('a', 'provisioned', hoursAgo(1)),
            event('b', 'review', hoursAgo(1)),
            event('c', 'provisioned', hoursAgo(20)),
            event('d', 'provisioned', hoursAgo(30)),
          ],
        },
      },
    });
    expect(await within(await card()).findByText('2')).toBeInTheDocument();
  });

  it('says it could not load rather than showing a number', async () => {
    renderMissionControl({
      'GET /api/_debug/onboarding-events': { status: 500, body: { error: 'x', code: 'INTERNAL' } },
    });
    expect(await within(await card()).findByText('Error loading signups')).toBeInTheDocument();
  });
});
