/**
 * Folders and a file's versions and approvals on the Files screens (issue 28 items 3-6):
 * browsing into a folder with breadcrumbs, staff making a folder for one client; every version
 * with its SHA-256 and a download of its own, each round with its status, and staff asking a
 * person to approve the newest version.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderTenantApp, userRow } from './harness';

// Each test walks a whole screen and runs axe over it; on a loaded machine that outlasts jest's
// default 5 s (seen in full runs, never alone). The bound only limits a failure.
jest.setTimeout(20_000);

const FILE = '66666666-6666-4666-8666-666666666666';
const H1 = '1'.repeat(64);
const H2 = '2'.repeat(64);

const file = {
  id: FILE,
  tenant_id: 't1',
  user_id: 'u2',
  title: 'Homepage draft',
  file_name: 'homepage-v2.png',
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
  version: 2,
  sha256: H2,
};
const version = (n: number, hash: string, current: boolean) => ({
  id: `v${n}`,
  file_id: FILE,
  number: n,
  uploaded_by: 'u1',
  file_name: n === 1 ? 'homepage.png' : 'homepage-v2.png',
  content_type: 'image/png',
  size_bytes: 2000,
  size_display: '2 KB',
  sha256: hash,
  scan_status: 'clean',
  created_at: '2026-11-20T10:00:00.000Z',
  current,
});
const round = (id: string, n: number, status: string, comment = '') => ({
  id,
  file_id: FILE,
  file_title: 'Homepage draft',
  version_id: `v${n}`,
  version_number: n,
  sha256: n === 1 ? H1 : H2,
  requested_by: 'u1',
  message: '',
  status,
  created_at: '2026-11-20T10:00:00.000Z',
  closed_at: null,
  decisions: [
    {
      approver_id: 'u2',
      decision: status === 'changes_requested' ? 'changes_requested' : null,
      comment,
      sha256: null,
      decided_at: null,
    },
  ],
});

it('lists every version with its hash, each round with its status, and asks a person to approve', async () => {
  const user = userEvent.setup();
  const { requests } = renderTenantApp('/admin/files', {
    'GET /api/files': { status: 200, body: { files: [file] } },
    'GET /api/files/tenant-users': {
      status: 200,
      body: { users: [userRow('u2', 'Cy Client', 'role2')] },
    },
    'GET /api/files/{id}/versions': {
      status: 200,
      body: { versions: [version(2, H2, true), version(1, H1, false)] },
    },
    'GET /api/files/{id}/approvals': {
      status: 200,
      body: { approvals: [round('a1', 1, 'superseded', 'Bigger logo')] },
    },
    'POST /api/files/{id}/approvals': { status: 201, body: round('a2', 2, 'open') },
  });
  await user.click(await screen.findByRole('button', { name: 'Homepage draft' }));
  const drawer = await screen.findByRole('dialog', { name: 'Homepage draft' });
  await user.click(within(drawer).getByRole('tab', { name: 'Versions' }));
  const versions = await within(drawer).findByRole('list', { name: 'Versions' });
  expect(within(versions).getByText(`SHA-256 ${H2}`)).toBeInTheDocument();
  expect(within(versions).getByText(`SHA-256 ${H1}`)).toBeInTheDocument();
  expect(within(versions).getByRole('button', { name: 'Download version 1' })).toBeEnabled();
  const rounds = await within(drawer).findByRole('list', { name: 'Approvals' });
  expect(within(rounds).getByText('Superseded by a newer version')).toBeInTheDocument();
  expect(within(rounds).getByText('“Bigger logo”')).toBeInTheDocument();
  const audit = await axe.run(drawer, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  });
  expect(audit.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await user.selectOptions(
    within(drawer).getByLabelText('Ask for approval from'),
    await within(drawer).findByRole('option', { name: /Cy Client/ }),
  );
  await user.click(
    within(drawer).getByRole('button', { name: 'Ask for approval of the newest version' }),
  );
  await waitFor(() =>
    expect(
      requests.find((r) => r.method === 'POST' && r.path === `/api/files/${FILE}/approvals`)?.body,
    ).toEqual({ approver_ids: ['u2'] }),
  );
});

const folder = (id: string, name: string, parent: string | null = null) => ({
  id,
  parent_id: parent,
  name,
  owner_user_id: parent ? null : 'u2',
  roles: [],
  created_by: 'u1',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
});

it('browses into a folder with breadcrumbs and makes a folder for one client', async () => {
  const user = userEvent.setup();
  const acme = folder('d1', 'Acme Ltd');
  const drafts = folder('d2', 'Drafts', 'd1');
  const { requests } = renderTenantApp('/admin/files', {
    'GET /api/files': { status: 200, body: { files: [] } },
    'GET /api/files/tenant-users': {
      status: 200,
      body: { users: [userRow('u2', 'Cy Client', 'role2')] },
    },
    'GET /api/folders': {
      status: 200,
      body: { folder: null, breadcrumbs: [], folders: [acme], files: [], total_files: 0 },
    },
    'GET /api/folders/{id}': (request) => ({
      status: 200,
      body: request.path.endsWith('/d2')
        ? { folder: drafts, breadcrumbs: [acme], folders: [], files: [file], total_files: 1 }
        : { folder: acme, breadcrumbs: [], folders: [drafts], files: [], total_files: 0 },
    }),
    'POST /api/folders': { status: 201, body: folder('d3', 'Contracts') },
  });
  const panel = await screen.findByRole('region', { name: 'Folders' });
  await user.selectOptions(
    await within(panel).findByLabelText('Who sees it'),
    await within(panel).findByRole('option', { name: /Cy Client/ }),
  );
  await user.type(within(panel).getByLabelText('New folder name'), 'Contracts');
  await user.click(within(panel).getByRole('button', { name: 'New folder' }));
  await waitFor(() =>
    expect(requests.find((r) => r.method === 'POST' && r.path === '/api/folders')?.body).toEqual({
      name: 'Contracts',
      owner_user_id: 'u2',
    }),
  );

  await user.click(within(panel).getByRole('button', { name: 'Acme Ltd' }));
  await user.click(await within(panel).findByRole('button', { name: 'Drafts' }));
  const crumbs = await within(panel).findByRole('navigation', { name: 'Breadcrumbs' });
  await within(crumbs).findByText('Drafts');
  expect(within(crumbs).getByRole('button', { name: 'Acme Ltd' })).toBeInTheDocument();
  expect(within(panel).getByText('2.5 KB · version 2')).toBeInTheDocument();
  const audit = await axe.run(panel, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  });
  expect(audit.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  // Back to the top from the breadcrumbs.
  await user.click(within(crumbs).getByRole('button', { name: 'All folders' }));
  expect(await within(panel).findByRole('button', { name: 'Acme Ltd' })).toBeInTheDocument();
});
