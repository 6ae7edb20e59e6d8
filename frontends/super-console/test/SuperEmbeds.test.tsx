import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  ActiveTenantProvider,
  ApiProvider,
  AuthProvider,
  ToastProvider,
} from '@portico/frontend-kit';
import { scriptedApi, type ScriptedRoutes } from '@portico/frontend-kit/testing/scriptedApi';
import { SuperEmbeds } from '../src/SuperEmbeds';

const TENANT = '44444444-4444-4444-8444-444444444444';
const tenant = (id: string, name: string) => ({
  id,
  name,
  slug: name.toLowerCase(),
  domain: '',
  tier: 'pro',
  status: 'active',
  seats_used: 1,
  seats_total: 3,
  members_count: 2,
  created_at: '2026-01-01T00:00:00Z',
});
const TENANTS = [
  tenant(TENANT, 'Acme Studio'),
  tenant('66666666-6666-4666-8666-666666666666', 'Nova'),
];
const role = (role_key: string, role_label: string) => ({
  role_key,
  role_label,
  role_color: '#336699',
  role_description: '',
});
const embed = {
  id: '55555555-5555-4555-8555-555555555555',
  tenant_id: TENANT,
  title: 'Platform news',
  provider: 'notion',
  url: 'https://www.notion.so/news',
  embed_type: 'role',
  user_id: '',
  role: 'all',
  is_active: true,
  is_super_admin_embed: true,
  target_tenant_id: TENANT,
  sort_order: 0,
  framing: 'frameable',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

function renderScreen(overrides: ScriptedRoutes = {}) {
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
    'GET /api/super/embeds': { status: 200, body: { embeds: [embed], frame_src: [] } },
    'GET /api/super/tenants': {
      status: 200,
      body: { items: TENANTS, total: TENANTS.length, page: 1, page_size: 100 },
    },
    'GET /api/tenant-roles': {
      status: 200,
      body: { roles: [role('role1', 'Account team'), role('role2', 'Clients')] },
    },
    'PATCH /api/embeds': { status: 200, body: { ...embed, is_active: false } },
    'DELETE /api/embeds': { status: 204, body: undefined },
    'POST /api/super/embeds': {
      status: 201,
      body: {
        embed,
        framing: {
          frameable: false,
          framing: 'refused',
          decided_by: 'csp',
          warning: 'This site refuses to be framed',
        },
      },
    },
    ...overrides,
  });
  render(
    <MemoryRouter initialEntries={['/super/embeds']}>
      <ApiProvider client={scripted.api}>
        <AuthProvider>
          <ActiveTenantProvider>
            <ToastProvider>
              <SuperEmbeds />
            </ToastProvider>
          </ActiveTenantProvider>
        </AuthProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
  return scripted;
}

describe('super-admin embeds', () => {
  it('lists embeds across tenants and adds one for a tenant, showing the framing warning', async () => {
    const { requests } = renderScreen();
    expect(await screen.findByText('Platform news')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add Embed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill Title, Provider and URL',
    );
    expect(screen.queryByLabelText(/tenant id|role key/i)).not.toBeInTheDocument();
    // No tenant yet: the role list waits for one.
    expect(screen.getByLabelText('Role')).toBeDisabled();
    const tenantPicker = screen.getByLabelText('Tenant');
    expect(await within(tenantPicker).findByRole('option', { name: 'Nova' })).toBeTruthy();
    fireEvent.change(tenantPicker, { target: { value: TENANT } });
    expect(tenantPicker).toHaveDisplayValue('Acme Studio');
    // The tenant's roles by their labels, Everyone first; the key is what is sent.
    const rolePicker = screen.getByLabelText('Role');
    expect(await within(rolePicker).findByRole('option', { name: 'Clients' })).toBeTruthy();
    expect(
      within(rolePicker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Everyone', 'Account team', 'Clients']);
    expect(requests.find((r) => r.path === '/api/tenant-roles')?.headers.get('x-tenant-id')).toBe(
      TENANT,
    );
    fireEvent.change(rolePicker, { target: { value: 'role2' } });
    expect(rolePicker).toHaveDisplayValue('Clients');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Platform news' } });
    fireEvent.change(screen.getByLabelText('URL'), {
      target: { value: 'https://www.notion.so/news' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Embed' }));
    expect(await screen.findByText('This site refuses to be framed')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        requests.find((r) => r.method === 'POST' && r.path === '/api/super/embeds')?.body,
      ).toMatchObject({
        target_tenant_id: TENANT,
        embed_type: 'role',
        role: 'role2',
      }),
    );
  });

  it('lists each embed’s target by tenant name and role label', async () => {
    renderScreen();
    expect(await screen.findByText('Acme Studio · Everyone')).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(TENANT))).not.toBeInTheDocument();
  });

  it('filters the list by a tenant picked by name, and says when its roles cannot be read', async () => {
    const { requests } = renderScreen({
      'GET /api/tenant-roles': { status: 500, body: { error: 'boom', code: 'internal' } },
    });
    const filter = screen.getByLabelText('Only this tenant');
    expect(await within(filter).findByRole('option', { name: 'All tenants' })).toBeTruthy();
    fireEvent.change(filter, { target: { value: TENANT } });
    await waitFor(() =>
      expect(
        requests.some((r) => r.path === '/api/super/embeds' && r.query.get('tenant_id') === TENANT),
      ).toBe(true),
    );

    fireEvent.change(screen.getByLabelText('Tenant'), { target: { value: TENANT } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This tenant's roles could not be loaded",
    );
  });

  it('switches a super embed off and deletes it after confirming, in the embed’s own tenant', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { requests } = renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Platform news' }));
    expect(await screen.findByText('Embed deactivated')).toBeInTheDocument();
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch?.query.get('id')).toBe(embed.id);
    expect(patch?.body).toEqual({ is_active: false });
    expect(patch?.headers.get('x-tenant-id')).toBe(TENANT);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Platform news' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this embed?');
    expect(await screen.findByText('Embed deleted successfully!')).toBeInTheDocument();
    const removed = requests.find((r) => r.method === 'DELETE');
    expect(removed?.query.get('id')).toBe(embed.id);
    expect(removed?.headers.get('x-tenant-id')).toBe(TENANT);
    confirm.mockRestore();
  });
});
