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
  it("lists each service's slow statements and dependencies under its name, coloured by status", async () => {
    const scripted = renderAt('/super/health', {
      'GET /api/metrics/db/slow-queries': {
        status: 200,
        body: {
          queries: [
            {
              service: 'metrics',
              sql: 'SELECT * FROM audit_log WHERE tenant_id = $1',
              p95_ms: 812.25,
              mean_ms: 400,
              max_ms: 900,
              calls: 40,
              database: 'metrics',
              last_seen: null,
              suggested_index: null,
            },
            {
              service: 'forms',
              sql: 'SELECT pg_sleep($1)',
              p95_ms: 500,
              mean_ms: 500,
              max_ms: 500,
              calls: 1,
              database: 'forms',
              last_seen: null,
              suggested_index: null,
            },
          ],
          unavailable: [{ service: 'identity', reason: 'did not answer: no answer within 3 s' }],
        },
      },
      'GET /api/metrics/dependencies': {
        status: 200,
        body: {
          dependencies: [
            {
              service: 'metrics',
              provider: 'prometheus',
              status: 'degraded',
              latency_ms: 1200,
              last_error: 'answered in 1200 ms',
              note: null,
              checked_at: checkedAt,
            },
            {
              service: 'identity',
              provider: 'database',
              status: 'ok',
              latency_ms: 2,
              last_error: null,
              note: null,
              checked_at: checkedAt,
            },
            {
              service: 'notifications',
              provider: 'smtp',
              status: 'down',
              latency_ms: 3,
              last_error: 'ECONNREFUSED',
              note: null,
              checked_at: checkedAt,
            },
            {
              service: 'identity',
              provider: 'kafka',
              status: 'not_used',
              latency_ms: null,
              last_error: null,
              note: 'in-process event bus (KAFKA_BROKERS unset)',
              checked_at: checkedAt,
            },
          ],
        },
      },
    });
    const slow = await screen.findByRole('region', { name: 'Slow Queries' });
    const formsRow = (await within(slow).findByText('SELECT pg_sleep($1)')).closest(
      'tbody',
    ) as HTMLElement;
    expect(within(formsRow).getByRole('rowheader', { name: 'forms' })).toBeInTheDocument();
    expect(within(slow).getByText('812.3 ms')).toBeInTheDocument();
    expect(within(slow).getByText(/did not answer: no answer within 3 s/)).toBeInTheDocument();

    const deps = screen.getByRole('region', { name: 'Third-Party Dependencies' });
    const identity = (await within(deps).findByRole('rowheader', { name: 'identity' })).closest(
      'tbody',
    ) as HTMLElement;
    // Grouped: identity's two rows sit together, in the platform's service order (first).
    expect(within(identity).getAllByRole('row')).toHaveLength(2);
    expect(within(identity).getByText('ok')).toHaveClass('pt-badge--green');
    expect(within(identity).getByText('not used')).toHaveClass('pt-badge--gray');
    const groups = within(deps)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(groups).toEqual(['identity', 'notifications', 'metrics']);
    expect(within(deps).getByText('degraded')).toHaveClass('pt-badge--orange');
    expect(within(deps).getByText('down')).toHaveClass('pt-badge--red');
    expect(within(deps).getByText('ECONNREFUSED')).toBeInTheDocument();
    expect(within(deps).getByText('1 of 4 checks down')).toBeInTheDocument();
    expect(scripted.calls).toContain('GET /api/metrics/db/slow-queries');
  });

  it('says when no statement statistics exist and when dependencies cannot be loaded', async () => {
    renderAt('/super/health', {
      'GET /api/metrics/db/slow-queries': {
        status: 200,
        body: {
          queries: [],
          unavailable: [
            {
              service: 'identity',
              reason: 'the embedded database (PGlite) keeps no statement statistics',
            },
          ],
        },
      },
      'GET /api/metrics/dependencies': { status: 500, body: { error: 'x', code: 'INTERNAL' } },
    });
    expect(
      await screen.findByText(
        "No statement statistics: no service's database records pg_stat_statements",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/the embedded database \(PGlite\) keeps no statement statistics/),
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
