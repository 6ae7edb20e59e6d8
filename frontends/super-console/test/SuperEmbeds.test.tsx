import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  ActiveTenantProvider,
  ApiProvider,
  AuthProvider,
  ToastProvider,
} from '@portico/frontend-kit';
import { scriptedApi } from '@portico/frontend-kit/testing/scriptedApi';
import { SuperEmbeds } from '../src/SuperEmbeds';

const TENANT = '44444444-4444-4444-8444-444444444444';
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

function renderScreen() {
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
    fireEvent.change(screen.getByLabelText('Tenant id'), { target: { value: TENANT } });
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
        role: 'all',
      }),
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
