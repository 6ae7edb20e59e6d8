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
import { form } from './formsHarness';
import { renderTenantApp } from './harness';

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

const file = (id: string, title: string, origin: 'from_admin' | 'uploaded', opened: boolean) => ({
  id,
  tenant_id: 't1',
  user_id: 'u2',
  title,
  file_name: `${title}.pdf`,
  content_type: 'application/pdf',
  size_bytes: 1000,
  size_display: '1000 B',
  uploaded_by: origin === 'from_admin' ? 'u1' : 'u2',
  assigned_roles: [],
  tags: [],
  message: '',
  origin,
  scan_status: 'clean',
  opened_at: opened ? '2026-11-02T10:00:00.000Z' : '',
  created_at: '2026-11-01T10:00:00.000Z',
});

const assigned = (id: string, title: string, answered: boolean) => ({
  form: form([], { id, title }),
  answered,
});

function renderDashboard(routes: ScriptedRoutes) {
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
    'GET /api/embeds': { status: 200, body: { embeds: [] } },
    'GET /api/tasks/mine': { status: 200, body: { tasks: [], total: 0 } },
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

const F1 = '66666666-6666-4666-8666-666666666661';
const F2 = '66666666-6666-4666-8666-666666666662';
const F3 = '66666666-6666-4666-8666-666666666663';

describe('member dashboard: tasks and forms', () => {
  it('lists unanswered forms and unopened shared files as tasks, and the ring counts done of assigned', async () => {
    renderDashboard({
      'GET /api/forms/assigned': {
        status: 200,
        body: { forms: [assigned(F1, 'Intake', false), assigned(F2, 'Feedback', true)] },
      },
      'GET /api/files': {
        status: 200,
        body: {
          files: [
            file('a', 'Contract', 'from_admin', false),
            file('b', 'Welcome pack', 'from_admin', true),
            file('c', 'My notes', 'uploaded', false),
          ],
        },
      },
    });
    const tasks = await screen.findByRole('region', { name: 'Your Tasks' });
    expect(
      await within(tasks).findByRole('img', { name: '2 of 4 tasks done (50%)' }),
    ).toBeVisible();
    expect(within(tasks).getByRole('link', { name: 'Fill in “Intake”' })).toHaveAttribute(
      'href',
      `/forms/${F1}`,
    );
    expect(within(tasks).getByRole('link', { name: 'Open “Contract”' })).toHaveAttribute(
      'href',
      '/files',
    );
    expect(within(tasks).queryByText(/Feedback|Welcome pack|My notes/)).toBeNull();
  });

  it('shows the two newest assigned forms in the Forms tab, each with Open', async () => {
    const user = userEvent.setup();
    renderDashboard({
      'GET /api/forms/assigned': {
        status: 200,
        body: {
          forms: [
            assigned(F3, 'Newest', false),
            assigned(F2, 'Middle', true),
            assigned(F1, 'Oldest', false),
          ],
        },
      },
      'GET /api/files': { status: 200, body: { files: [] } },
    });
    await user.click(await screen.findByRole('tab', { name: 'Forms' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('Newest')).toBeInTheDocument();
    expect(within(panel).getByText('Middle')).toBeInTheDocument();
    expect(within(panel).queryByText('Oldest')).toBeNull();
    expect(within(panel).getAllByRole('link', { name: 'Open' })[0]).toHaveAttribute(
      'href',
      `/forms/${F3}`,
    );
  });

  it("says 'No assigned forms at this time.' and has no tasks when nothing is assigned", async () => {
    const user = userEvent.setup();
    renderDashboard({
      'GET /api/forms/assigned': { status: 200, body: { forms: [] } },
      'GET /api/files': { status: 200, body: { files: [] } },
    });
    expect(await screen.findByText('No tasks assigned yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Forms' }));
    expect(await screen.findByText('No assigned forms at this time.')).toBeInTheDocument();
  });
});

describe('admin dashboard: Total Forms', () => {
  it('counts the forms the tenant has, from the forms list', async () => {
    const { calls } = renderTenantApp('/dashboard/admin', {
      'GET /api/forms': {
        status: 200,
        body: {
          forms: [form([], { id: F1 }), form([], { id: F2 }), form([], { id: F3 })],
        },
      },
      'GET /api/files': { status: 200, body: { files: [] } },
    });
    const card = (await screen.findByText('Total Forms')).closest('.stat-card') as HTMLElement;
    expect(await within(card).findByText('3')).toBeInTheDocument();
    expect(calls).toContain('GET /api/forms');
  });
});
