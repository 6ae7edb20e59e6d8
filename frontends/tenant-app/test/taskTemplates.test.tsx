/**
 * Onboarding checklists on the staff's Tasks screen (issue 28 item 1): each checklist with its
 * role's label and item count; a new one for a role with a form to fill, files to send and a
 * file of the workspace to approve (found by a search, however many files there are), due days
 * after joining; the server's refusal shown;
 * deleting asks first.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderTenantApp } from './harness';

// A whole screen walked and checked by axe; the bound only limits a failure.
jest.setTimeout(20_000);

const AUDIT: axe.RunOptions['runOnly'] = {
  type: 'tag',
  values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
};
const FORM = '88888888-8888-4888-8888-888888888888';
const DRAFT = '99999999-9999-4999-8999-999999999999';
const onboarding = {
  id: 'tpl1',
  name: 'Client onboarding',
  role_key: 'role2',
  items: [
    {
      title: 'Fill the intake form',
      description: '',
      kind: 'form',
      due_in_days: 3,
      form_id: FORM,
      file_count: null,
      accepted_types: [],
    },
  ],
  created_by: 'u1',
  created_at: '2026-11-20T10:00:00.000Z',
};
const gateway = {
  'GET /api/tasks': { status: 200, body: { tasks: [], total: 0 } },
  'GET /api/files/tenant-users': { status: 200, body: { users: [] } },
  'GET /api/forms': {
    status: 200,
    body: { forms: [{ id: FORM, title: 'Intake form' }], total: 1 },
  },
  'GET /api/task-templates': { status: 200, body: { templates: [onboarding] } },
  // The newest files do not include the draft; a search for it finds it, however many there are.
  'GET /api/files': (request: { query: URLSearchParams }) => ({
    status: 200,
    body: {
      files:
        request.query.get('query') === 'homepage'
          ? [{ id: DRAFT, title: 'Homepage draft', file_name: 'homepage.pdf' }]
          : [{ id: 'newest', title: 'Brand guide', file_name: 'brand.pdf' }],
    },
  }),
};

it('lists the checklists and saves a new one for a role, showing a refusal first', async () => {
  const user = userEvent.setup();
  let attempts = 0;
  const { requests } = renderTenantApp('/admin/tasks', {
    ...gateway,
    'POST /api/task-templates': () =>
      (attempts += 1) === 1
        ? {
            status: 400,
            body: { error: 'Item 2 is due 0 to 365 days after joining', code: 'item_due' },
          }
        : { status: 201, body: { ...onboarding, id: 'tpl2', name: 'Guest welcome' } },
  });
  const panel = await screen.findByRole('region', { name: 'Onboarding checklists' });
  const list = await within(panel).findByRole('list', { name: 'Onboarding checklists' });
  expect(within(list).getByText('Client onboarding')).toBeInTheDocument();
  expect(within(list).getByText('For each new Client · 1 item')).toBeInTheDocument();

  await user.type(within(panel).getByLabelText('Checklist name'), 'Guest welcome');
  await user.selectOptions(
    within(panel).getByLabelText('For new members who are'),
    within(panel).getByRole('option', { name: 'Guest' }),
  );
  await user.type(within(panel).getByLabelText('Item 1: what to do'), 'Fill the intake form');
  await user.selectOptions(within(panel).getByLabelText('Item 1: kind'), 'form');
  await user.selectOptions(
    within(panel).getByLabelText('Item 1: form to fill'),
    await within(panel).findByRole('option', { name: 'Intake form' }),
  );
  await user.type(
    within(panel).getByLabelText('Item 1: due after joining, in days (optional)'),
    '3',
  );
  await user.click(within(panel).getByRole('button', { name: 'Add an item' }));
  await user.type(within(panel).getByLabelText('Item 2: what to do'), 'brand assets');
  await user.selectOptions(within(panel).getByLabelText('Item 2: kind'), 'file_request');
  await user.clear(within(panel).getByLabelText('Item 2: how many files'));
  await user.type(within(panel).getByLabelText('Item 2: how many files'), '2');
  await user.type(
    within(panel).getByLabelText('Item 2: due after joining, in days (optional)'),
    '400',
  );
  await user.click(within(panel).getByRole('button', { name: 'Add an item' }));
  await user.type(within(panel).getByLabelText('Item 3: what to do'), 'Approve the homepage');
  await user.selectOptions(within(panel).getByLabelText('Item 3: kind'), 'Approval of a file');
  expect(await within(panel).findByRole('option', { name: 'Brand guide' })).toBeInTheDocument();
  await user.type(
    within(panel).getByLabelText('Item 3: find a file by title, name or tag'),
    'homepage',
  );
  await user.selectOptions(
    within(panel).getByLabelText('Item 3: file to approve'),
    await within(panel).findByRole('option', { name: 'Homepage draft' }),
  );
  // Asked once typing paused, for the whole word, not for each letter on the way.
  const searched = requests
    .filter((r) => r.path === '/api/files')
    .map((r) => r.query.get('query'))
    .filter(Boolean);
  expect(searched).toEqual(['homepage']);
  expect(await violations(panel)).toEqual([]);

  await user.click(within(panel).getByRole('button', { name: 'Save checklist' }));
  expect(
    await within(panel).findByText('Item 2 is due 0 to 365 days after joining'),
  ).toBeInTheDocument();
  expect(within(panel).getByLabelText('Checklist name')).toHaveValue('Guest welcome');
  const due2 = within(panel).getByLabelText('Item 2: due after joining, in days (optional)');
  await user.tripleClick(due2);
  await user.keyboard('30');
  expect(due2).toHaveValue(30);
  await user.click(within(panel).getByRole('button', { name: 'Save checklist' }));
  await waitFor(() => expect(within(panel).getByLabelText('Checklist name')).toHaveValue(''));
  const sent = requests
    .filter((r) => r.method === 'POST' && r.path === '/api/task-templates')
    .map((r) => r.body);
  expect(sent).toHaveLength(2);
  expect(sent[1]).toEqual({
    name: 'Guest welcome',
    role_key: 'role3',
    items: [
      { title: 'Fill the intake form', kind: 'form', due_in_days: 3, form_id: FORM },
      { title: 'brand assets', kind: 'file_request', file_count: 2, due_in_days: 30 },
      { title: 'Approve the homepage', kind: 'approval', file_id: DRAFT },
    ],
  });
});

it('deleting a checklist asks first', async () => {
  const user = userEvent.setup();
  const { requests } = renderTenantApp('/admin/tasks', {
    ...gateway,
    'DELETE /api/task-templates/{id}': { status: 204, body: undefined },
  });
  const panel = await screen.findByRole('region', { name: 'Onboarding checklists' });
  await user.click(await within(panel).findByRole('button', { name: 'Delete Client onboarding?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Client onboarding?' });
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
  await user.click(within(panel).getByRole('button', { name: 'Delete Client onboarding?' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Delete Client onboarding?' })).getByRole(
      'button',
      { name: 'Delete' },
    ),
  );
  await waitFor(() =>
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/api/task-templates/tpl1',
    ]),
  );
  expect(dialog).not.toBeInTheDocument();
});

const violations = async (node: Element) =>
  (await axe.run(node, { runOnly: AUDIT })).violations.map((v) => `${v.id}: ${v.help}`);
