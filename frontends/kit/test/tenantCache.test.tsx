import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import {
  ActiveTenantProvider,
  ApiProvider,
  AuthProvider,
  useActiveTenant,
  useApiMutation,
  useApiQuery,
  useTenantConfig,
} from '../src';
import { scriptedApi, type ScriptedAnswer } from '../src/testing/scriptedApi';

const session = {
  'POST /api/auth/refresh': {
    status: 200,
    body: {
      access_token: 't',
      expires_at: '2999-01-01T00:00:00Z',
      user: { id: 'u1', email: 'ada@example.com' },
    },
  },
  'GET /api/me': {
    status: 200,
    body: {
      user: { id: 'u1', email: 'ada@example.com', first_name: 'Ada', last_name: 'Byron' },
      role: 'admin',
      isSuperAdmin: false,
      tenant_id: 't1',
      impersonating: false,
      memberships: [
        {
          tenant_id: 't1',
          tenant_name: 'Acme',
          role: 'admin',
          role_key: 'admin',
          status: 'active',
        },
        {
          tenant_id: 't2',
          tenant_name: 'Globex',
          role: 'admin',
          role_key: 'admin',
          status: 'active',
        },
      ],
    },
  },
};

const config = (tenant_id: string, name: string): ScriptedAnswer => ({
  status: 200,
  body: {
    tenant_id,
    name,
    role_labels: {},
    role_colors: {},
    support_email: '',
    logo_url: '',
    favicon_url: '',
    brand_color: '',
    features: {},
  },
});

function TenantName() {
  const { activeTenantId, setActiveTenantId } = useActiveTenant();
  const tenant = useTenantConfig(activeTenantId);
  return (
    <>
      <output aria-label="Tenant name">{tenant.data?.name ?? 'Loading'}</output>
      <button type="button" onClick={() => setActiveTenantId('t1')}>
        Acme
      </button>
      <button type="button" onClick={() => setActiveTenantId('t2')}>
        Globex
      </button>
    </>
  );
}

const renderSignedIn = (ui: React.ReactNode, api: ReturnType<typeof scriptedApi>['api']) =>
  render(
    <MemoryRouter initialEntries={['/dashboard/admin?tenant_id=t1']}>
      <ApiProvider client={api}>
        <AuthProvider>
          <ActiveTenantProvider>{ui}</ActiveTenantProvider>
        </AuthProvider>
      </ApiProvider>
    </MemoryRouter>,
  );

describe('server state keyed by the active tenant', () => {
  it("never shows the previous tenant's cached answer after a switch, and each read carries its own tenant", async () => {
    let releaseGlobex: (answer: ScriptedAnswer) => void = () => undefined;
    const { api, requests } = scriptedApi({
      ...session,
      'GET /api/tenant-config': ({ headers }) =>
        headers.get('x-tenant-id') === 't2'
          ? new Promise<ScriptedAnswer>((resolve) => (releaseGlobex = resolve))
          : config('t1', 'Acme'),
    });
    renderSignedIn(<TenantName />, api);
    const name = () => screen.getByRole('status', { name: 'Tenant name' });
    await waitFor(() => expect(name()).toHaveTextContent('Acme'));

    await userEvent.click(screen.getByRole('button', { name: 'Globex' }));
    expect(name()).toHaveTextContent('Loading');
    await act(async () => releaseGlobex(config('t2', 'Globex')));
    await waitFor(() => expect(name()).toHaveTextContent('Globex'));

    await userEvent.click(screen.getByRole('button', { name: 'Acme' }));
    expect(name()).toHaveTextContent('Acme');

    const tenantsAsked = requests
      .filter((r) => r.path === '/api/tenant-config')
      .map((r) => r.headers.get('x-tenant-id'));
    expect(tenantsAsked).toEqual(['t1', 't2']);
  });
});

function ProfileName() {
  const profile = useApiQuery('/api/profile', { tenantId: null });
  const save = useApiMutation('put', '/api/profile', { invalidates: ['/api/profile'] });
  return (
    <>
      <output aria-label="First name">{profile.data?.first_name ?? 'Loading'}</output>
      <button type="button" onClick={() => save.mutate({ body: { first_name: 'Augusta' } })}>
        Save
      </button>
    </>
  );
}

describe('changes through the API', () => {
  it('read again what they change', async () => {
    let first = 'Ada';
    const profile = () => ({
      status: 200,
      body: { id: 'u1', first_name: first, last_name: 'Byron', phone: '', linkedin: '' },
    });
    const { api, calls } = scriptedApi({
      ...session,
      'GET /api/profile': profile,
      'PUT /api/profile': ({ body }) => {
        first = (body as { first_name: string }).first_name;
        return profile();
      },
    });
    renderSignedIn(<ProfileName />, api);
    const name = () => screen.getByRole('status', { name: 'First name' });
    await waitFor(() => expect(name()).toHaveTextContent('Ada'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name()).toHaveTextContent('Augusta'));
    expect(calls.filter((c) => c.endsWith('/api/profile'))).toEqual([
      'GET /api/profile',
      'PUT /api/profile',
      'GET /api/profile',
    ]);
  });
});
