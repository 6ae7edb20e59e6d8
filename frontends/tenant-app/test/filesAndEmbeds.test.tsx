import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import {
  ActiveTenantProvider,
  ApiProvider,
  AuthProvider,
  ToastProvider,
} from '@portico/frontend-kit';
import { scriptedApi, type ScriptedRoutes } from '@portico/frontend-kit/testing/scriptedApi';
import { AdminEmbeds } from '../src/embeds/AdminEmbeds';
import { detectProvider } from '../src/embeds/EmbedForm';
import { sandboxFor } from '../src/embeds/EmbedPage';
import { FilesPage } from '../src/files/FilesPage';
import { UploadCard } from '../src/files/UploadCard';

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
const CLIENT_ID = '11111111-1111-4111-8111-111111111111';
const session: ScriptedRoutes = {
  'POST /api/auth/refresh': { status: 200, body: tokens },
  'GET /api/me': { status: 200, body: me },
  'GET /api/tenant-roles': {
    status: 200,
    body: {
      roles: [
        { role_key: 'role2', role_label: 'Client', role_color: 'blue', role_description: '' },
      ],
    },
  },
  'GET /api/files/tenant-users': {
    status: 200,
    body: { users: [{ id: CLIENT_ID, email: 'cy@example.com', name: 'Cy Client', role: 'role2' }] },
  },
};

function renderWith(
  routes: ScriptedRoutes,
  screenUnderTest: ReactNode,
  at = '/admin-embeds?tenant_id=t1',
) {
  const scripted = scriptedApi({ ...session, ...routes });
  render(
    <MemoryRouter initialEntries={[at]}>
      <ApiProvider client={scripted.api}>
        <AuthProvider>
          <ActiveTenantProvider>
            <ToastProvider>{screenUnderTest}</ToastProvider>
          </ActiveTenantProvider>
        </AuthProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
  return scripted;
}

const embed = (over: Record<string, unknown> = {}) => ({
  id: '22222222-2222-4222-8222-222222222222',
  tenant_id: 't1',
  title: 'Project board',
  provider: 'notion',
  url: 'https://notion.so/board',
  embed_type: 'role',
  user_id: '',
  role: 'role2',
  is_active: true,
  is_super_admin_embed: false,
  target_tenant_id: '',
  sort_order: 0,
  framing: 'frameable',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...over,
});

describe('upload card', () => {
  it("says 'Choose a file' and sends nothing when no file is chosen", async () => {
    const { calls } = renderWith({}, <UploadCard mode="member" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a file');
    expect(calls.filter((c) => c.includes('/api/files/uploads'))).toEqual([]);
  });

  it("an admin's upload needs a recipient or roles: 'Select a user or roles'", async () => {
    renderWith({}, <UploadCard mode="admin" />);
    const file = new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Choose a file'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload & Assign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Select a user or roles');
    // The recipient list and role boxes come from the tenant.
    expect(await screen.findByRole('option', { name: 'Cy Client (cy@example.com)' })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'Client' })).toBeTruthy();
  });
});

const file = (id: string, name: string, over: Record<string, unknown> = {}) => ({
  id,
  tenant_id: 't1',
  user_id: CLIENT_ID,
  title: name,
  file_name: name,
  content_type: 'text/csv',
  size_bytes: 1536,
  size_display: '1.5 KB',
  uploaded_by: 'u1',
  assigned_roles: [],
  tags: ['q1'],
  message: 'For you',
  origin: 'from_admin',
  scan_status: 'not_scanned',
  opened_at: '',
  created_at: new Date(Date.now() - 120_000).toISOString(),
  ...over,
});

describe('admin files', () => {
  const A = '66666666-6666-4666-8666-666666666666';
  const B = '77777777-7777-4777-8777-777777777777';

  it('selects all for Download selected, opens the preview drawer with its tabs, and Escape closes it', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:zip');
    URL.revokeObjectURL = jest.fn();
    const { requests } = renderWith(
      {
        'GET /api/files': {
          status: 200,
          body: { files: [file(A, 'report.csv'), file(B, 'notes.csv')] },
        },
        'POST /api/files/download': { status: 200, body: 'PK' },
      },
      <FilesPage />,
      '/admin/files?tenant_id=t1',
    );
    const table = await screen.findByRole('table', { name: 'Recent Files' });
    expect(within(table).getAllByText('Cy Client')).toHaveLength(2);
    expect(within(table).getAllByText('2 min ago')).toHaveLength(2);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all files' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download selected' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/files/download')?.body).toEqual({
        ids: [A, B],
      }),
    );

    fireEvent.click(within(table).getByRole('button', { name: 'report.csv' }));
    const drawer = await screen.findByRole('dialog', { name: 'report.csv' });
    // Not an image or PDF: no inline preview, a download instead.
    expect(within(drawer).getByRole('button', { name: 'Download report.csv' })).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('tab', { name: 'Details' }));
    expect(within(drawer).getByText('1.5 KB')).toBeTruthy();
    expect(within(drawer).getByText('Not scanned')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('tab', { name: 'Activity' }));
    expect(within(drawer).getByText('Not opened yet')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes the selected files only once the admin confirms', async () => {
    const { requests } = renderWith(
      {
        'GET /api/files': {
          status: 200,
          body: { files: [file(A, 'report.csv'), file(B, 'notes.csv')] },
        },
        'DELETE /api/files/{id}': { status: 200, body: { message: 'File deleted' } },
      },
      <FilesPage />,
      '/admin/files?tenant_id=t1',
    );
    const table = await screen.findByRole('table', { name: 'Recent Files' });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select report.csv' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this file?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Delete this file?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('File deleted')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/api/files/${A}`,
    ]);
  });

  it('tags a file an admin shared with the member’s role From Admin, not Uploaded', async () => {
    renderWith(
      {
        'GET /api/files': {
          status: 200,
          body: {
            files: [
              file(A, 'handbook.pdf', {
                origin: 'uploaded',
                user_id: 'u1',
                assigned_roles: ['role2'],
              }),
              file(B, 'mine.csv', {
                origin: 'uploaded',
                user_id: CLIENT_ID,
                uploaded_by: CLIENT_ID,
              }),
            ],
          },
        },
      },
      <FilesPage />,
      '/files',
    );
    const shared = (await screen.findByText('handbook.pdf')).closest('li')!;
    expect(within(shared).getByText('From Admin')).toBeTruthy();
    const own = screen.getByText('mine.csv').closest('li')!;
    expect(within(own).getByText('Uploaded')).toBeTruthy();
  });

  it("says 'No files have been added yet' and 'Click Upload to get started' with no files", async () => {
    renderWith(
      { 'GET /api/files': { status: 200, body: { files: [] } } },
      <FilesPage />,
      '/my-files',
    );
    expect(await screen.findByText('No files have been added yet')).toBeTruthy();
    expect(screen.getByText('Click Upload to get started')).toBeTruthy();
  });
});

describe('embed manager', () => {
  it("walks the three steps with the spec's messages and adds the embed for a role", async () => {
    const { requests } = renderWith(
      {
        'GET /api/embeds/manage': { status: 200, body: { embeds: [], frame_src: [] } },
        'POST /api/embeds': {
          status: 201,
          body: {
            embed: embed(),
            framing: { frameable: true, framing: 'frameable', decided_by: 'none', warning: '' },
          },
        },
      },
      <AdminEmbeds />,
    );
    expect(await screen.findByText('No embeds yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill Title, Provider and URL',
    );
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Project board' } });
    fireEvent.change(screen.getByLabelText('URL'), {
      target: { value: 'https://www.notion.so/board' },
    });
    // The provider follows the URL.
    expect(screen.getByLabelText('Provider')).toHaveValue('notion');
    expect(screen.getByTitle('Live preview')).toHaveAttribute('src', 'https://www.notion.so/board');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    fireEvent.change(screen.getByLabelText('Audience'), { target: { value: 'user' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a user');
    fireEvent.change(screen.getByLabelText('Audience'), { target: { value: 'role' } });
    await screen.findByRole('option', { name: 'Client' });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'role2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Embed' }));

    expect(await screen.findByText('Embed added')).toBeTruthy();
    const sent = requests.find((r) => r.method === 'POST' && r.path === '/api/embeds');
    expect(sent?.body).toMatchObject({
      title: 'Project board',
      provider: 'notion',
      url: 'https://www.notion.so/board',
      embed_type: 'role',
      role: 'role2',
      is_active: true,
    });
  });

  it('lists embeds with search sent to the server, toggles, reorders and deletes after confirming', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const second = embed({ id: '33333333-3333-4333-8333-333333333333', title: 'Calendar' });
    const { requests } = renderWith(
      {
        'GET /api/embeds/manage': {
          status: 200,
          body: { embeds: [embed(), second], frame_src: [] },
        },
        'PATCH /api/embeds': { status: 200, body: embed({ is_active: false }) },
        'POST /api/embeds/reorder': {
          status: 200,
          body: { embeds: [second, embed()], frame_src: [] },
        },
        'DELETE /api/embeds': { status: 204, body: undefined },
      },
      <AdminEmbeds />,
    );
    const table = await screen.findByRole('table', { name: 'Embeds' });
    expect(within(table).getByText('Project board')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'cal' } });
    await waitFor(() => expect(requests.some((r) => r.query.get('query') === 'cal')).toBe(true));

    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Project board' }));
    await waitFor(() => {
      const patch = requests.find((r) => r.method === 'PATCH');
      expect(patch?.query.get('id')).toBe(embed().id);
      expect(patch?.body).toEqual({ is_active: false });
    });

    fireEvent.click(screen.getByRole('button', { name: 'Move Calendar up' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/embeds/reorder')?.body).toEqual({
        ids: [second.id, embed().id],
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete Project board' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this embed?');
    expect(await screen.findByText('Embed deleted successfully!')).toBeTruthy();
    confirm.mockRestore();
  });
});

describe('Check again', () => {
  it('asks the server to check the framing again and says what it found', async () => {
    const { requests } = renderWith(
      {
        'GET /api/embeds/manage': {
          status: 200,
          body: { embeds: [embed({ framing: 'refused' })], frame_src: [] },
        },
        'POST /api/embeds/{id}/check': {
          status: 200,
          body: { frameable: true, framing: 'frameable', decided_by: 'csp', warning: '' },
        },
      },
      <AdminEmbeds />,
    );
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Check again whether Project board can be shown in the portal',
      }),
    );
    expect(await screen.findByText('Project board can be shown in the portal')).toBeTruthy();
    expect(
      requests.some((r) => r.method === 'POST' && r.path === `/api/embeds/${embed().id}/check`),
    ).toBe(true);
  });

  it('shows the warning when the site still refuses to be framed', async () => {
    renderWith(
      {
        'GET /api/embeds/manage': { status: 200, body: { embeds: [embed()], frame_src: [] } },
        'POST /api/embeds/{id}/check': {
          status: 200,
          body: {
            frameable: false,
            framing: 'refused',
            decided_by: 'x-frame-options',
            warning: 'This site does not allow being embedded. Members get Open in new tab.',
          },
        },
      },
      <AdminEmbeds />,
    );
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Check again whether Project board can be shown in the portal',
      }),
    );
    expect(
      await screen.findByText(
        'This site does not allow being embedded. Members get Open in new tab.',
      ),
    ).toBeTruthy();
  });
});

describe('the notify-user email link', () => {
  it('opens the linked file in the preview drawer on /my-files?file=', async () => {
    const id = '88888888-8888-4888-8888-888888888888';
    renderWith(
      {
        'GET /api/files': {
          status: 200,
          body: { files: [file(id, 'brief.csv', { origin: 'uploaded' })] },
        },
      },
      <FilesPage />,
      `/my-files?file=${id}&tenant_id=t1`,
    );
    expect(await screen.findByRole('dialog', { name: 'brief.csv' })).toBeTruthy();
  });
});

describe('embed rules the screens apply', () => {
  it.each([
    ['https://www.notion.so/x', 'notion'],
    ['https://calendly.com/me', 'calendly'],
    ['https://acme.monday.com/boards/1', 'monday'],
    ['https://airtable.com/shr1', 'airtable'],
    ['https://app.hirepilot.ai/', 'hirepilot'],
    ['https://tools.example.org/', 'custom'],
    ['not a url', 'custom'],
  ])('%s is detected as %s', (url, provider) => {
    expect(detectProvider(url)).toBe(provider);
  });

  it('never gives an untrusted page scripts and its own origin together', () => {
    const custom = sandboxFor('custom').split(' ');
    expect(custom.includes('allow-scripts') && custom.includes('allow-same-origin')).toBe(false);
    expect(sandboxFor('notion')).toContain('allow-same-origin');
  });
});
