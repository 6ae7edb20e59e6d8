import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  ActiveTenantProvider,
  ApiProvider,
  AuthProvider,
  ToastProvider,
} from '@portico/frontend-kit';
import { scriptedApi, type ScriptedRoutes } from '@portico/frontend-kit/testing/scriptedApi';
import { AdminEmbeds } from '../src/embeds/AdminEmbeds';
import { EmbedPage, withContextToken } from '../src/embeds/EmbedPage';

const tokens = {
  access_token: 't',
  expires_at: '2999-01-01T00:00:00Z',
  user: { id: 'u1', email: 'ada@example.com' },
};
const me = {
  user: { id: 'u1', email: 'ada@example.com', first_name: 'Ada', last_name: 'Byron' },
  role: 'admin',
  isSuperAdmin: false,
  tenant_id: 't1',
  impersonating: false,
  memberships: [
    { tenant_id: 't1', tenant_name: 'Acme', role: 'admin', role_key: 'admin', status: 'active' },
  ],
};
const session: ScriptedRoutes = {
  'POST /api/auth/refresh': { status: 200, body: tokens },
  'GET /api/me': { status: 200, body: me },
  'GET /api/tenant-roles': { status: 200, body: { roles: [] } },
};
const ID = '22222222-2222-4222-8222-222222222222';
const TOKEN = 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJ1MSJ9.c2ln';

const embed = (over: Record<string, unknown> = {}) => ({
  id: ID,
  tenant_id: 't1',
  title: 'Project board',
  provider: 'custom',
  url: 'https://tools.example.org/board?view=week#today',
  embed_type: 'role',
  user_id: '',
  role: 'all',
  is_active: true,
  is_super_admin_embed: false,
  target_tenant_id: '',
  sort_order: 0,
  framing: 'frameable',
  pass_context: false,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...over,
});

function renderWith(routes: ScriptedRoutes, element: ReactNode, at: string) {
  const scripted = scriptedApi({ ...session, ...routes });
  render(
    <MemoryRouter initialEntries={[at]}>
      <ApiProvider client={scripted.api}>
        <AuthProvider>
          <ActiveTenantProvider>
            <ToastProvider>
              <Routes>
                <Route path="/embed/:id" element={element} />
                <Route path="/admin-embeds" element={element} />
              </Routes>
            </ToastProvider>
          </ActiveTenantProvider>
        </AuthProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
  return scripted;
}

const openEmbed = (over: Record<string, unknown>) =>
  renderWith(
    {
      'GET /api/embeds': {
        status: 200,
        body: { embeds: [embed(over)], frame_src: ['https://tools.example.org'] },
      },
      'GET /api/embeds/{id}/context-token': {
        status: 200,
        body: { token: TOKEN, expires_at: '2999-01-01T00:05:00Z' },
      },
    },
    <EmbedPage />,
    `/embed/${ID}?tenant_id=t1`,
  );

describe('the embed page and the client-context token', () => {
  it('opens the embed with the server-minted token appended when the admin turned it on', async () => {
    const { requests } = openEmbed({ pass_context: true });
    const frame = await screen.findByTitle('Project board');
    const src = new URL(frame.getAttribute('src')!);
    expect(src.searchParams.get('portico_context')).toBe(TOKEN);
    // The tool's own address is kept: its query and its fragment.
    expect(src.searchParams.get('view')).toBe('week');
    expect(src.hash).toBe('#today');
    expect(requests.some((r) => r.path === `/api/embeds/${ID}/context-token`)).toBe(true);
  });

  it('opens the embed at its plain URL, and asks for no token, when the setting is off', async () => {
    const { requests } = openEmbed({ pass_context: false });
    const frame = await screen.findByTitle('Project board');
    expect(frame.getAttribute('src')).toBe('https://tools.example.org/board?view=week#today');
    expect(requests.some((r) => r.path.endsWith('/context-token'))).toBe(false);
  });

  it('appends nothing without a token', () => {
    expect(withContextToken('https://a.example/x', undefined)).toBe('https://a.example/x');
  });
});

describe('the Embed Manager’s pass-context switch', () => {
  it('offers passing context as the create form’s last setting, off unless chosen', async () => {
    const { requests } = renderWith(
      {
        'GET /api/embeds/manage': { status: 200, body: { embeds: [], frame_src: [] } },
        'POST /api/embeds': {
          status: 201,
          body: {
            embed: embed({ pass_context: true }),
            framing: { frameable: true, framing: 'frameable', decided_by: 'none', warning: '' },
          },
        },
      },
      <AdminEmbeds />,
      '/admin-embeds?tenant_id=t1',
    );
    fireEvent.change(await screen.findByLabelText('Title'), {
      target: { value: 'Project board' },
    });
    fireEvent.change(screen.getByLabelText('URL'), {
      target: { value: 'https://tools.example.org/board' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const pass = await screen.findByRole('checkbox', { name: /^Pass context/ });
    expect((pass as HTMLInputElement).checked).toBe(false);
    fireEvent.click(pass);
    fireEvent.click(screen.getByRole('button', { name: 'Add Embed' }));
    await waitFor(() =>
      expect(
        requests.find((r) => r.method === 'POST' && r.path === '/api/embeds')?.body,
      ).toMatchObject({ title: 'Project board', pass_context: true }),
    );
  });

  it('explains the setting and turns it on for one embed', async () => {
    const { requests } = renderWith(
      {
        'GET /api/embeds/manage': { status: 200, body: { embeds: [embed()], frame_src: [] } },
        'PUT /api/embeds/{id}/pass-context': {
          status: 200,
          body: embed({ pass_context: true }),
        },
      },
      <AdminEmbeds />,
      '/admin-embeds?tenant_id=t1',
    );
    expect(await screen.findByText(/short-lived signed token/)).toBeTruthy();
    const toggle = await screen.findByRole('checkbox', { name: 'Pass context to Project board' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(
        requests.find((r) => r.method === 'PUT' && r.path === `/api/embeds/${ID}/pass-context`)
          ?.body,
      ).toEqual({ pass_context: true }),
    );
    expect(await screen.findByText('Context token on')).toBeTruthy();
  });
});

describe('the Embed List’s Target', () => {
  it('names each audience by the tenant’s own label, Everyone for all roles, never a role key', async () => {
    renderWith(
      {
        'GET /api/tenant-roles': {
          status: 200,
          body: {
            roles: [
              {
                role_key: 'role2',
                role_label: 'Client',
                role_color: 'green',
                role_description: '',
              },
            ],
          },
        },
        'GET /api/embeds/manage': {
          status: 200,
          body: {
            embeds: [
              embed(),
              embed({ id: '33333333-3333-4333-8333-333333333333', title: 'Intake', role: 'role2' }),
            ],
            frame_src: [],
          },
        },
      },
      <AdminEmbeds />,
      '/admin-embeds?tenant_id=t1',
    );
    const rows = within(await screen.findByRole('table', { name: 'Embeds' })).getAllByRole('row');
    await waitFor(() => expect(rows[2]).toHaveTextContent('Client'));
    expect(rows[1]).toHaveTextContent('Everyone');
    expect(rows[2]).not.toHaveTextContent('role2');
    expect(rows[1]).not.toHaveTextContent(/\ball\b/);
  });
});
