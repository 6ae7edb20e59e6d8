import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import {
  ActiveTenantProvider,
  ApiProvider,
  AuthProvider,
  ToastProvider,
} from '@portico/frontend-kit';
import { scriptedApi, type ScriptedRoutes } from '@portico/frontend-kit/testing/scriptedApi';
import { MemberDashboard } from '../src/screens/MemberDashboard';
import { renderTenantApp } from './harness';

// The dashboards' panels read their lists through the typed client: what the gateway answers is
// what they show, counted and titled from the answer's own fields.

const me = {
  user: { id: 'u2', email: 'cy@example.com', first_name: 'Cy', last_name: 'Client' },
  role: 'role2',
  isSuperAdmin: false,
  tenant_id: 't1',
  impersonating: false,
  memberships: [
    { tenant_id: 't1', tenant_name: 'Acme', role: 'role2', role_key: 'role2', status: 'active' },
  ],
};

const file = (id: string, title: string, createdAt = '2026-11-01T10:00:00.000Z') => ({
  id,
  tenant_id: 't1',
  user_id: 'u2',
  title,
  file_name: `${id}.pdf`,
  content_type: 'application/pdf',
  size_bytes: 1000,
  size_display: '1000 B',
  uploaded_by: 'u1',
  assigned_roles: [],
  tags: [],
  message: '',
  origin: 'from_admin',
  scan_status: 'clean',
  opened_at: '',
  created_at: createdAt,
});

const embed = (id: string, title: string, provider: string) => ({
  id,
  tenant_id: 't1',
  title,
  provider,
  url: `https://${provider}.example/${id}`,
  embed_type: 'role',
  user_id: '',
  role: 'all',
  is_active: true,
  is_super_admin_embed: false,
  target_tenant_id: '',
  sort_order: 0,
  framing: 'frameable',
  pass_context: false,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
});

function renderMemberDashboard(routes: ScriptedRoutes) {
  const scripted = scriptedApi({
    'POST /api/auth/refresh': {
      status: 200,
      body: { access_token: 't', expires_at: '2999-01-01T00:00:00Z', user: me.user },
    },
    'GET /api/me': { status: 200, body: me },
    'GET /api/profile': {
      status: 200,
      body: { first_name: 'Cy', last_name: 'Client', phone: '', linkedin: '' },
    },
    'GET /api/tasks/mine': { status: 200, body: { tasks: [], total: 0 } },
    'GET /api/forms/assigned': { status: 200, body: { forms: [] } },
    'GET /api/embeds': { status: 200, body: { embeds: [], frame_src: [] } },
    'GET /api/files': { status: 200, body: { files: [] } },
    ...routes,
  });
  render(
    <MemoryRouter initialEntries={['/dashboard/client?tenant_id=t1']}>
      <ApiProvider client={scripted.api}>
        <AuthProvider>
          <ActiveTenantProvider>
            <ToastProvider>
              <MemberDashboard />
            </ToastProvider>
          </ActiveTenantProvider>
        </AuthProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
  return scripted;
}

describe('member dashboard panels', () => {
  it('lists the files shared with the member, the three newest under Recent Activity', async () => {
    const { requests } = renderMemberDashboard({
      'GET /api/files': {
        status: 200,
        body: {
          files: [file('f1', 'Contract'), file('f2', ''), file('f3', 'Plan'), file('f4', 'Old')],
        },
      },
    });
    const yours = await screen.findByRole('list', { name: 'Your files' });
    expect(within(yours).getAllByRole('listitem')).toHaveLength(4);
    const recent = screen.getByRole('region', { name: 'Recent Activity' });
    // A file without a title goes by its file name.
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Contract', 'f2.pdf', 'Plan']);
    const read = requests.find((r) => r.path === '/api/files');
    expect(read?.query.get('include_role_assigned')).toBe('true');
    expect(read?.query.get('limit')).toBe('100');
  });

  it('lists the pages the member may open in the Pages tab, each opening its tool', async () => {
    const user = userEvent.setup();
    renderMemberDashboard({
      'GET /api/embeds': {
        status: 200,
        body: { embeds: [embed('e1', 'Booking', 'calendly')], frame_src: [] },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Pages' }));
    const pages = await screen.findByRole('list', { name: 'Your pages' });
    expect(within(pages).getByText('Booking')).toBeInTheDocument();
    expect(within(pages).getByText('calendly')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Open Tool' })).toHaveAttribute(
      'href',
      '/embed/e1',
    );
  });

  it('lists the latest conversations in the Messages tab, each opening its thread', async () => {
    const user = userEvent.setup();
    const last = {
      id: 'm1',
      conversation_id: 'c1',
      seq: 3,
      sender_id: 'u9',
      sender_side: 'team',
      body: 'Your **return** is filed',
      attachments: [],
      via: 'portal',
      notes: [],
      created_at: '2026-11-27T09:00:00.000Z',
      edited_at: '',
      deleted_at: '',
      editable_until: '2026-11-27T09:15:00.000Z',
    };
    const { requests } = renderMemberDashboard({
      'GET /api/conversations': {
        status: 200,
        body: {
          conversations: [
            {
              id: 'c1',
              subject: 'Tax return',
              started_by: 'u1',
              started_by_side: 'client',
              audience_role: '',
              participants: [],
              assignee_id: '',
              status: 'open',
              closed_at: '',
              last_seq: 3,
              last_message: last,
              last_message_at: last.created_at,
              unread_count: 1,
              last_read_seq: 2,
              created_at: '2026-11-26T09:00:00.000Z',
            },
          ],
          next_cursor: '',
        },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Messages' }));
    // A card titled like the other tabs' panels, its list inside.
    const card = await screen.findByRole('region', { name: 'Latest messages' });
    expect(within(card).getByRole('heading', { name: 'Latest messages' })).toBeInTheDocument();
    const latest = within(card).getByRole('list');
    expect(within(card).getByRole('link', { name: 'All messages' })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(within(latest).getByRole('link', { name: 'Tax return' })).toHaveAttribute(
      'href',
      '/messages?conversation=c1',
    );
    expect(within(latest).getByText(/Your return is filed/)).toBeInTheDocument();
    expect(within(latest).getByText('1 unread')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/conversations')?.query.get('limit')).toBe('5');
  });

  it("says 'No pages assigned yet.' when the member has none", async () => {
    const user = userEvent.setup();
    renderMemberDashboard({});
    await user.click(await screen.findByRole('tab', { name: 'Pages' }));
    expect(await screen.findByText('No pages assigned yet.')).toBeInTheDocument();
  });

  it('says the tasks could not be loaded when the files cannot be read', async () => {
    renderMemberDashboard({
      'GET /api/files': { status: 500, body: { error: 'boom', code: 'INTERNAL' } },
    });
    const tasks = await screen.findByRole('region', { name: 'Your Tasks' });
    expect(
      await within(tasks).findByText('Your tasks could not be loaded.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });
});

describe('admin dashboard panels', () => {
  it('counts the files uploaded and lists the five newest under Recent Uploads', async () => {
    renderTenantApp('/dashboard/admin', {
      'GET /api/files': {
        status: 200,
        body: { files: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => file(id, `File ${id}`)) },
      },
    });
    const card = (await screen.findByText('Files Uploaded')).closest('.stat-card') as HTMLElement;
    expect(await within(card).findByText('6')).toBeInTheDocument();
    const uploads = screen.getByRole('region', { name: 'Recent Uploads' });
    expect(await within(uploads).findByText('File a')).toBeInTheDocument();
    expect(within(uploads).getAllByRole('listitem')).toHaveLength(5);
    expect(within(uploads).queryByText('File f')).toBeNull();
  });

  it("says 'No files yet.' under Recent Uploads for a workspace without files", async () => {
    renderTenantApp('/dashboard/admin', {
      'GET /api/files': { status: 200, body: { files: [] } },
    });
    const uploads = screen.getByRole('region', { name: 'Recent Uploads' });
    expect(await within(uploads).findByText('No files yet.')).toBeInTheDocument();
  });

  it('shows a dash, not a number, on a count whose list cannot be read', async () => {
    renderTenantApp('/dashboard/admin', {
      'GET /api/files': { status: 500, body: { error: 'boom', code: 'INTERNAL' } },
    });
    const card = (await screen.findByText('Files Uploaded')).closest('.stat-card') as HTMLElement;
    expect(
      await within(card).findByTitle('Could not be loaded', {}, { timeout: 5_000 }),
    ).toHaveTextContent('—');
  });
});
