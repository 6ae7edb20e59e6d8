import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ActiveTenantProvider, ApiProvider, AuthProvider } from '@portico/frontend-kit';
import { scriptedApi } from '@portico/frontend-kit/testing/scriptedApi';
import SuperConsole from '../src/SuperConsole';

const signedInSuperAdmin = {
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

const entry = (patch: Record<string, unknown>) => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  actor_user_id: '1234567890abcdef',
  impersonator_user_id: null,
  action: 'user.role_changed',
  entity_type: 'user',
  entity_id: 'fedcba0987654321',
  tenant_id: '99999999aaaa',
  reason: '',
  details: {},
  created_at: '2026-11-21T10:00:00.000Z',
  ...patch,
});

function renderAudit(logs: unknown[] | { status: number }) {
  const scripted = scriptedApi({
    ...signedInSuperAdmin,
    // The page also lists onboarding events (HealthSlowQueriesDependencies.test.tsx covers them).
    'GET /api/_debug/onboarding-events': { status: 200, body: { events: [] } },
    'GET /api/audit': Array.isArray(logs)
      ? { status: 200, body: { logs } }
      : { status: logs.status, body: { error: 'Something went wrong', code: 'INTERNAL' } },
  });
  render(
    <MemoryRouter initialEntries={['/super/audit']}>
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

describe('Audit Logs', () => {
  afterEach(() => jest.useRealTimers());

  it('shows each entry by the spec: short ids, system actor, coloured action, cut reason', async () => {
    const { requests } = renderAudit([
      entry({ action: 'auth.sign_in_failed', reason: 'x'.repeat(60) }),
      entry({
        id: 'a0000000-0000-4000-8000-000000000002',
        actor_user_id: null,
        tenant_id: null,
        action: 'tenant.created',
        entity_type: 'tenant',
      }),
      entry({ id: 'a0000000-0000-4000-8000-000000000003' }),
    ]);
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);

    const failed = within(rows[0]!).getAllByRole('cell');
    expect(failed[1]).toHaveTextContent('12345678');
    expect(failed[3]).toHaveTextContent('user:fedcba09');
    expect(failed[4]).toHaveTextContent('99999999');
    expect(failed[5]).toHaveTextContent(`${'x'.repeat(50)}…`);
    expect(within(failed[2]!).getByText('auth.sign_in_failed')).toHaveClass('pt-badge--red');

    const system = within(rows[1]!).getAllByRole('cell');
    expect(system[1]).toHaveTextContent('system');
    expect(system[4]).toHaveTextContent('-');
    expect(within(system[2]!).getByText('tenant.created')).toHaveClass('pt-badge--green');
    expect(within(rows[2]!).getByText('user.role_changed')).toHaveClass('pt-badge--blue');

    expect(requests.find((r) => r.path === '/api/audit')?.query.get('limit')).toBe('200');
  });

  it('names the person who acted, and the super admin acting as them, with each id on hover', async () => {
    renderAudit([
      entry({
        actor: { id: '1234567890abcdef', name: 'Olive Owner', email: 'olive@agency.test' },
        impersonator_user_id: 's1',
        impersonator: { id: 's1', name: '', email: 'super@platform.test' },
      }),
    ]);
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    const actor = within(table).getAllByRole('row')[1]!.querySelectorAll('td')[1]!;
    expect(actor).toHaveTextContent('Olive Owner (by super@platform.test)');
    expect(actor).not.toHaveTextContent('12345678');
    expect(within(actor).getByTitle('1234567890abcdef')).toBeInTheDocument();
    expect(within(actor).getByTitle('s1')).toHaveTextContent('super@platform.test');
  });

  it('says there are no audit logs yet when the log is empty', async () => {
    renderAudit([]);
    expect(await screen.findByText('No audit logs yet')).toBeInTheDocument();
    expect(screen.getByText('System events will appear here')).toBeInTheDocument();
  });

  it('says the log failed to load, with the status', async () => {
    renderAudit({ status: 500 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load audit logs (500)');
  });

  it('reads the log again every 30 seconds', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const { requests } = renderAudit([entry({})]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000);
    });
    const before = requests.filter((r) => r.path === '/api/audit').length;
    expect(before).toBeGreaterThan(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_000);
    });
    expect(requests.filter((r) => r.path === '/api/audit').length).toBe(before + 1);
  });
});
