/**
 * What a person does to a file from its drawer (issue 28 items 3-4): staff rename it, move it
 * into a folder they walk to and delete it after a confirmation that Escape closes alone; a
 * refused name shows the server's reason and keeps the dialog; a client is offered a new
 * version of a file sent to them, but neither rename nor delete.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { adminMe, renderTenantApp } from './harness';

// Each test walks a whole screen and runs axe over it; on a loaded machine that outlasts jest's
// default 5 s (seen in full runs, never alone). The bound only limits a failure.
jest.setTimeout(20_000);

const FILE = '77777777-7777-4777-8777-777777777777';
const file = {
  id: FILE,
  tenant_id: 't1',
  user_id: 'u2',
  title: 'Homepage draft',
  file_name: 'homepage.csv',
  content_type: 'text/csv',
  size_bytes: 2600,
  size_display: '2.5 KB',
  uploaded_by: 'u1',
  assigned_roles: [],
  tags: [],
  message: '',
  origin: 'from_admin',
  scan_status: 'clean',
  opened_at: '',
  created_at: '2026-11-20T10:00:00.000Z',
  folder_id: null,
  version: 1,
  sha256: '1'.repeat(64),
};
const folder = (id: string, name: string, parent: string | null = null) => ({
  id,
  parent_id: parent,
  name,
  owner_user_id: null,
  roles: ['role2'],
  created_by: 'u1',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
});
const acme = folder('d1', 'Acme Ltd');
const drafts = folder('d2', 'Drafts', 'd1');
const AUDIT: axe.RunOptions['runOnly'] = {
  type: 'tag',
  values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
};

const gateway = {
  'GET /api/files': { status: 200, body: { files: [file] } },
  'GET /api/files/tenant-users': { status: 200, body: { users: [] } },
  'GET /api/files/{id}/versions': { status: 200, body: { versions: [] } },
  'GET /api/files/{id}/approvals': { status: 200, body: { approvals: [] } },
  'GET /api/folders': {
    status: 200,
    body: { folder: null, breadcrumbs: [], folders: [acme], files: [], total_files: 0 },
  },
  'GET /api/folders/{id}': (request: { path: string }) => ({
    status: 200,
    body: request.path.endsWith('/d2')
      ? { folder: drafts, breadcrumbs: [acme], folders: [], files: [], total_files: 0 }
      : { folder: acme, breadcrumbs: [], folders: [drafts], files: [], total_files: 0 },
  }),
};

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  const table = await screen.findByRole('region', { name: 'Recent Files' });
  await user.click(await within(table).findByRole('button', { name: 'Homepage draft' }));
  return screen.findByRole('dialog', { name: 'Homepage draft' });
}

it('staff rename a file, and a refused name keeps the dialog with the reason', async () => {
  const user = userEvent.setup();
  let attempts = 0;
  const { requests } = renderTenantApp('/admin/files', {
    ...gateway,
    'PATCH /api/files/{id}': () =>
      (attempts += 1) === 1
        ? {
            status: 400,
            body: {
              error: 'A file name cannot contain control characters',
              code: 'file_title_control',
            },
          }
        : { status: 200, body: { ...file, title: 'Homepage, final' } },
  });
  const drawer = await openDrawer(user);
  const actions = within(drawer).getByRole('group', { name: 'Change Homepage draft' });
  await user.click(within(actions).getByRole('button', { name: 'Rename' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rename file' });
  const field = within(dialog).getByLabelText('File name');
  expect(field).toHaveFocus();
  expect(field).toHaveValue('Homepage draft');
  const audit = await axe.run(dialog, { runOnly: AUDIT });
  expect(audit.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await user.clear(field);
  await user.type(field, 'Homepage, final{Enter}');
  expect(
    await within(dialog).findByText('A file name cannot contain control characters'),
  ).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Rename file' })).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Rename file' })).not.toBeInTheDocument(),
  );
  expect(requests.filter((r) => r.method === 'PATCH').map((r) => [r.path, r.body])).toEqual([
    [`/api/files/${FILE}`, { title: 'Homepage, final' }],
    [`/api/files/${FILE}`, { title: 'Homepage, final' }],
  ]);
  // The drawer shows the file by its new name.
  expect(await screen.findByRole('dialog', { name: 'Homepage, final' })).toBeInTheDocument();
});

it('staff move a file into a folder they walk to, from a button reached by keyboard', async () => {
  const user = userEvent.setup();
  const { requests } = renderTenantApp('/admin/files', {
    ...gateway,
    'PUT /api/files/{id}/folder': { status: 200, body: { ...file, folder_id: 'd2' } },
  });
  const drawer = await openDrawer(user);
  within(drawer).getByRole('button', { name: 'Move to folder' }).focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Move Homepage draft' });
  await user.click(await within(dialog).findByRole('button', { name: 'Acme Ltd' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Drafts' }));
  const crumbs = within(dialog).getByRole('navigation', { name: 'Where to move it' });
  expect(await within(crumbs).findByText('Drafts')).toHaveAttribute('aria-current', 'location');
  const audit = await axe.run(dialog, { runOnly: AUDIT });
  expect(audit.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Move to Drafts' }));
  await waitFor(() =>
    expect(
      requests.find((r) => r.method === 'PUT' && r.path === `/api/files/${FILE}/folder`)?.body,
    ).toEqual({ folder_id: 'd2' }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Move/ })).toBeNull());
  expect(screen.getByRole('dialog', { name: 'Homepage draft' })).toBeInTheDocument();
});

it('delete asks first: Escape keeps the file and the drawer, Delete removes it and closes both', async () => {
  const user = userEvent.setup();
  const { requests } = renderTenantApp('/admin/files', {
    ...gateway,
    'DELETE /api/files/{id}': { status: 204, body: undefined },
  });
  const drawer = await openDrawer(user);
  await user.click(within(drawer).getByRole('button', { name: 'Delete' }));
  await screen.findByRole('dialog', { name: 'Delete Homepage draft?' });
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Delete Homepage draft?' })).toBeNull();
  expect(screen.getByRole('dialog', { name: 'Homepage draft' })).toBeInTheDocument();
  expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

  await user.click(within(drawer).getByRole('button', { name: 'Delete' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete Homepage draft?' });
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
    `/api/files/${FILE}`,
  ]);
});

it('a client may upload a new version of a file sent to them, but not rename or delete it', async () => {
  const user = userEvent.setup();
  const clientMe = {
    ...adminMe,
    role: 'role2',
    memberships: [{ ...adminMe.memberships[0], role: 'Client', role_key: 'role2' }],
  };
  renderTenantApp('/files', {
    ...gateway,
    'GET /api/me': { status: 200, body: clientMe },
    'GET /api/files': {
      status: 200,
      body: { files: [{ ...file, user_id: 'u1', uploaded_by: 'u9' }] },
    },
  });
  await user.click(await screen.findByRole('button', { name: 'View File' }));
  const drawer = await screen.findByRole('dialog', { name: 'Homepage draft' });
  const actions = within(drawer).getByRole('group', { name: 'Change Homepage draft' });
  expect(within(actions).getByRole('button', { name: 'Upload new version' })).toBeEnabled();
  expect(within(drawer).getByLabelText('New version of Homepage draft')).toHaveAttribute(
    'type',
    'file',
  );
  expect(within(actions).queryByRole('button', { name: 'Rename' })).toBeNull();
  expect(within(actions).queryByRole('button', { name: 'Delete' })).toBeNull();
  expect(within(actions).queryByRole('button', { name: 'Move to folder' })).toBeNull();
});
