import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ActiveTenantProvider, ApiProvider, AuthProvider } from '@portico/frontend-kit';
import { scriptedApi, type ScriptedRoutes } from '@portico/frontend-kit/testing/scriptedApi';
import SuperConsole from '../src/SuperConsole';

const signedInSuperAdmin: ScriptedRoutes = {
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
};

function renderAt(path: string, routes: ScriptedRoutes) {
  const scripted = scriptedApi({ ...signedInSuperAdmin, ...routes });
  render(
    <MemoryRouter initialEntries={[path]}>
      <ApiProvider client={scripted.api}>
        <AuthProvider>
          <ActiveTenantProvider>
            <SuperConsole />
          </ActiveTenantProvider>
        </AuthProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
  return scripted;
}

const checkedAt = '2026-11-22T10:00:00.000Z';

describe('App Health: slow queries and dependencies', () => {
  it('lists slow statements with their p95 and colours each dependency by status', async () => {
    const scripted = renderAt('/super/health', {
      'GET /api/metrics/db/slow-queries': {
        status: 200,
        body: {
          queries: [
            {
              sql: 'SELECT * FROM audit_log WHERE tenant_id = $1',
              p95_ms: 812.25,
              calls: 40,
              database: 'metrics',
              last_seen: null,
              suggested_index: null,
            },
          ],
        },
      },
      'GET /api/metrics/dependencies': {
        status: 200,
        body: {
          dependencies: [
            { provider: 'database', status: 'ok', last_error: null, checked_at: checkedAt },
            { provider: 'prometheus', status: 'degraded', last_error: null, checked_at: checkedAt },
            { provider: 'smtp', status: 'down', last_error: 'ECONNREFUSED', checked_at: checkedAt },
          ],
        },
      },
    });
    const slow = await screen.findByRole('region', { name: 'Slow Queries' });
    expect(
      await within(slow).findByText('SELECT * FROM audit_log WHERE tenant_id = $1'),
    ).toBeInTheDocument();
    expect(within(slow).getByText('812.3 ms')).toBeInTheDocument();

    const deps = screen.getByRole('region', { name: 'Third-Party Dependencies' });
    expect(await within(deps).findByText('ok')).toHaveClass('pt-badge--green');
    expect(within(deps).getByText('degraded')).toHaveClass('pt-badge--orange');
    expect(within(deps).getByText('down')).toHaveClass('pt-badge--red');
    expect(within(deps).getByText('ECONNREFUSED')).toBeInTheDocument();
    expect(scripted.calls).toContain('GET /api/metrics/db/slow-queries');
  });

  it('says when no statement statistics exist and when dependencies cannot be loaded', async () => {
    renderAt('/super/health', {
      'GET /api/metrics/db/slow-queries': { status: 200, body: { queries: [] } },
      'GET /api/metrics/dependencies': { status: 500, body: { error: 'x', code: 'INTERNAL' } },
    });
    expect(
      await screen.findByText(
        'No statement statistics: the database does not record pg_stat_statements',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Failed to load dependencies')).toBeInTheDocument();
  });
});

describe('Audit Logs: onboarding events', () => {
  it('shows onboarding events as audit entries of type onboarding, newest first', async () => {
    renderAt('/super/audit', {
      'GET /api/audit': { status: 200, body: { logs: [] } },
      'GET /api/_debug/onboarding-events': {
        status: 200,
        body: {
          events: [
            {
              id: 'e2',
              tenant_id: 'abcdef0123456789',
              user_id: '12345678-aaaa-4bbb-8ccc-000000000000',
              step: 'provisioned',
              details: {},
              created_at: '2026-11-22T10:05:00.000Z',
            },
            {
              id: 'e1',
              tenant_id: null,
              user_id: '12345678-aaaa-4bbb-8ccc-000000000000',
              step: 'plan',
              details: {},
              created_at: '2026-11-22T10:00:00.000Z',
            },
          ],
        },
      },
    });
    const region = await screen.findByRole('region', { name: 'Onboarding events' });
    const rows = await within(region).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('provisioned')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('onboarding:12345678')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('abcdef01')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('plan')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('-')).toBeInTheDocument();
  });

  it('shows the empty state when nobody has onboarded yet', async () => {
    renderAt('/super/audit', {
      'GET /api/audit': { status: 200, body: { logs: [] } },
      'GET /api/_debug/onboarding-events': { status: 200, body: { events: [] } },
    });
    expect(await screen.findByText('No onboarding events yet')).toBeInTheDocument();
  });
});
