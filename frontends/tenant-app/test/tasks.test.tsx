/**
 * The task screens (issue 28 items 1, 2, 6): the member's tasks and their tick, the member
 * dashboard's list and ring from the team's tasks plus the derived ones, staff creating a task
 * for a role or asking a client for files, and the admin dashboard's "Due this week" by day.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import {
  ActiveTenantProvider,
  ApiProvider,
  AuthProvider,
  ToastProvider,
} from '@portico/frontend-kit';
import { scriptedApi, type ScriptedRoutes } from '@portico/frontend-kit/testing/scriptedApi';
import { tenantCatalogue } from '../src/i18n';
import { memberTasks } from '../src/screens/MemberTasks';
import { byDay } from '../src/tasks/DueThisWeek';
import { dueText, weekOf, type TaskItem } from '../src/tasks/taskText';
import { YourTasks } from '../src/tasks/YourTasks';
import { liveStream, renderTenantApp, userRow } from './harness';

// Each test walks a whole screen and runs axe over it; on a loaded machine that outlasts jest's
// default 5 s (seen in full runs, never alone). The bound only limits a failure.
jest.setTimeout(20_000);

const WCAG = {
  runOnly: {
    type: 'tag' as const,
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
  },
};
const violations = async (node: Element) =>
  (await axe.run(node, WCAG)).violations.map((v) => `${v.id}: ${v.help}`);

const task = (id: string, title: string, extra: Partial<TaskItem> = {}): TaskItem => ({
  id,
  title,
  description: '',
  due_on: null,
  link: null,
  roles: [],
  created_by: 'u1',
  created_at: '2026-11-20T10:00:00.000Z',
  assignees: [{ user_id: 'u2', done_at: null }],
  status: 'to_do',
  overdue: false,
  ...extra,
});

const member = {
  user: { id: 'u2', email: 'cy@example.com', first_name: 'Cy', last_name: 'Client' },
  role: 'role2',
  isSuperAdmin: false,
  tenant_id: 't1',
  impersonating: false,
  memberships: [
    { tenant_id: 't1', tenant_name: 'Acme', role: 'role2', role_key: 'role2', status: 'active' },
  ],
};

function renderYourTasks(routes: ScriptedRoutes) {
  const scripted = scriptedApi({
    'POST /api/auth/refresh': {
      status: 200,
      body: { access_token: 't', expires_at: '2999-01-01T00:00:00Z', user: member.user },
    },
    'GET /api/me': { status: 200, body: member },
    'GET /api/approvals/awaiting': { status: 200, body: { approvals: [] } },
    'GET /api/tasks/reminders': { status: 200, body: { email: true } },
    ...routes,
  });
  const view = render(
    <MemoryRouter initialEntries={['/tasks?tenant_id=t1']}>
      <ApiProvider client={scripted.api}>
        <AuthProvider>
          <ActiveTenantProvider>
            <ToastProvider>
              <YourTasks />
            </ToastProvider>
          </ActiveTenantProvider>
        </AuthProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
  return { ...scripted, container: view.container };
}

describe('Your Tasks', () => {
  it('lists the member’s tasks with due days, ticks one, and links a form where it is done', async () => {
    const user = userEvent.setup();
    const { requests, container } = renderYourTasks({
      'GET /api/tasks/mine': {
        status: 200,
        body: {
          total: 3,
          tasks: [
            task('t1', 'Sign the brief', { due_on: '2026-11-20', overdue: true }),
            task('t2', 'Fill the intake form', {
              link: { kind: 'form', id: 'f1' },
              due_on: '2026-12-04',
            }),
            task('t3', 'Upload your logo files', {
              link: { kind: 'file_request', id: 'r1' },
            }),
          ],
        },
      },
      'GET /api/file-requests/{id}': {
        status: 200,
        body: {
          id: 'r1',
          user_id: 'u2',
          title: 'your logo files',
          description: '',
          file_count: 2,
          accepted_types: ['png', 'svg'],
          due_on: null,
          requested_by: 'u1',
          status: 'open',
          created_at: '2026-11-20T10:00:00.000Z',
          closed_at: null,
          task_id: 't3',
          files: [],
        },
      },
      'PUT /api/tasks/{id}/done': {
        status: 200,
        body: task('t1', 'Sign the brief', { status: 'done' }),
      },
    });
    const list = await screen.findByRole('region', { name: 'Your tasks' });
    await within(list).findByText('Sign the brief');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('.task-row__title')?.textContent)).toEqual([
      'Sign the brief',
      'Fill the intake form',
      'Upload your logo files',
    ]);
    expect(within(rows[0]!).getByText('Overdue since Fri, Nov 20')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/forms/f1',
    );
    // A linked task is done by doing its thing: it has no tick.
    expect(within(rows[1]!).queryByRole('button', { name: 'Mark as done' })).toBeNull();
    expect(await within(rows[2]!).findByText('0 of 2 sent · PNG, SVG')).toBeInTheDocument();
    expect(
      within(rows[2]!).getByLabelText('Upload a file for Upload your logo files'),
    ).toHaveAttribute('accept', '.png,.svg');
    expect(await violations(container)).toEqual([]);

    await user.click(within(rows[0]!).getByRole('button', { name: 'Mark as done' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.path).toBe('/api/tasks/t1/done'),
    );
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ done: true });
  });
});

describe('waiting for your approval', () => {
  const HASH = 'ab'.repeat(32);
  const approval = {
    id: 'a1',
    file_id: 'f9',
    file_title: 'Homepage draft',
    version_id: 'v2',
    version_number: 2,
    sha256: HASH,
    requested_by: 'u1',
    message: 'Please check the hero image',
    status: 'open',
    created_at: '2026-11-20T10:00:00.000Z',
    closed_at: null,
    decisions: [],
  };

  it('names the version and its hash, wants a comment to request changes, and approves that hash', async () => {
    const user = userEvent.setup();
    const { requests, container } = renderYourTasks({
      'GET /api/tasks/mine': {
        status: 200,
        body: {
          tasks: [
            task('t1', 'Approve the homepage draft', { link: { kind: 'approval', id: 'a1' } }),
          ],
          total: 1,
        },
      },
      'GET /api/approvals/awaiting': { status: 200, body: { approvals: [approval] } },
      'POST /api/approvals/{id}/decision': {
        status: 200,
        body: { ...approval, status: 'approved' },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Waiting for your approval' });
    expect(await within(panel).findByText('Homepage draft — version 2')).toBeInTheDocument();
    expect(within(panel).getByText(`SHA-256 ${HASH.slice(0, 12)}…`)).toBeInTheDocument();
    // The task it stands for opens onto the approval, not onto the Files screen.
    const mine = screen.getByRole('region', { name: 'Your tasks' });
    const open = await within(mine).findByRole('link', { name: 'Open' });
    expect(open).toHaveAttribute('href', '/tasks#approval-a1');
    expect(container.querySelector('#approval-a1')).toHaveTextContent('Homepage draft');
    expect(await violations(container)).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'Request changes' }));
    expect(within(panel).getByText('Say what should change')).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/approvals/a1/decision')).toBe(false);

    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/approvals/a1/decision')?.body).toEqual({
        decision: 'approved',
        sha256: HASH,
      }),
    );
  });
});

describe('the member dashboard’s tasks', () => {
  it('puts the team’s tasks first and drops a derived form a task already stands for', () => {
    const form = (id: string, title: string) => ({
      form: { id, title } as never,
      answered: false,
    });
    const tasks = memberTasks(
      [form('f1', 'Intake'), form('f2', 'Feedback')],
      [],
      [
        task('t1', 'Fill the intake form', { link: { kind: 'form', id: 'f1' } }),
        task('t2', 'Sign the brief', { status: 'done' }),
      ],
    );
    expect(tasks.map((t) => [t.text, t.to, t.done])).toEqual([
      ['Fill the intake form', '/forms/f1', false],
      ['Sign the brief', '/tasks', true],
      ['Fill in “Feedback”', '/forms/f2', false],
    ]);
  });
});

describe('staff tasks', () => {
  it('creates a task for everyone of a role, shown by its label, and lists tasks with progress', async () => {
    const user = userEvent.setup();
    const { requests } = renderTenantApp('/admin/tasks', {
      'GET /api/tasks': {
        status: 200,
        body: {
          total: 1,
          tasks: [
            task('t1', 'Book the kickoff call', {
              due_on: '2026-12-02',
              assignees: [
                { user_id: 'u2', done_at: '2026-11-21T10:00:00.000Z' },
                { user_id: 'u3', done_at: null },
              ],
            }),
          ],
        },
      },
      'GET /api/files/tenant-users': {
        status: 200,
        body: { users: [userRow('u2', 'Cy Client', 'role2')] },
      },
      'POST /api/tasks': { status: 201, body: task('t9', 'Send your brand book') },
    });
    const all = await screen.findByRole('region', { name: 'All tasks' });
    expect(await within(all).findByText('Due Wed, Dec 2 · 1 of 2 done')).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'New task' });
    await user.type(within(form).getByLabelText('Title'), 'Send your brand book');
    await user.type(within(form).getByLabelText('Due date (optional)'), '2026-12-04');
    // White-label: a role is offered by its label, never its key.
    await user.selectOptions(within(form).getByLabelText('For'), 'Everyone who is Client');
    expect(within(form).queryByRole('option', { name: /role2/ })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Create task' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/tasks' && r.method === 'POST')).toBeDefined(),
    );
    expect(requests.find((r) => r.path === '/api/tasks' && r.method === 'POST')?.body).toEqual({
      title: 'Send your brand book',
      description: '',
      due_on: '2026-12-04',
      roles: ['role2'],
    });
    expect(await violations(form)).toEqual([]);
  });

  it('follows a client ticking their task off on the live stream, without a reload', async () => {
    const live = liveStream();
    let doneAt: string | null = null;
    renderTenantApp('/admin/tasks', {
      'GET /api/tasks': () => ({
        status: 200,
        body: {
          total: 1,
          tasks: [
            task('t1', 'Book the kickoff call', {
              assignees: [{ user_id: 'u2', done_at: doneAt }],
            }),
          ],
        },
      }),
      'GET /api/files/tenant-users': { status: 200, body: { users: [] } },
      'GET /api/stream': live.answer,
    });
    const all = await screen.findByRole('region', { name: 'All tasks' });
    expect(await within(all).findByText(/0 of 1 done/)).toBeInTheDocument();

    doneAt = '2026-11-21T10:00:00.000Z';
    await act(async () => {
      live.send(1, { type: 'tasks', change: 'completed', task_id: 't1' });
    });
    expect(await within(all).findByText(/1 of 1 done/)).toBeInTheDocument();
  });

  it('asks one client for files of some types', async () => {
    const user = userEvent.setup();
    const { requests } = renderTenantApp('/admin/tasks', {
      'GET /api/files/tenant-users': {
        status: 200,
        body: { users: [userRow('u2', 'Cy Client', 'role2')] },
      },
      'POST /api/file-requests': { status: 201, body: {} },
    });
    const form = await screen.findByRole('region', { name: 'New task' });
    await user.selectOptions(within(form).getByLabelText('Kind'), 'Ask for files');
    await user.type(within(form).getByLabelText('Files needed'), 'your logo files');
    await user.selectOptions(
      within(form).getByLabelText('For'),
      await within(form).findByRole('option', { name: /Cy Client/ }),
    );
    await user.clear(within(form).getByLabelText('How many files'));
    await user.type(within(form).getByLabelText('How many files'), '2');
    await user.type(within(form).getByLabelText('Accepted types (optional)'), 'png, svg');
    await user.click(within(form).getByRole('button', { name: 'Ask for files' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/file-requests')).toBeDefined(),
    );
    expect(requests.find((r) => r.path === '/api/file-requests')?.body).toEqual({
      user_id: 'u2',
      title: 'your logo files',
      description: '',
      file_count: 2,
      accepted_types: ['png', 'svg'],
      due_on: null,
    });
  });
});

describe('Due this week', () => {
  it('runs Monday to Sunday and groups the tasks by their day', () => {
    expect(weekOf(new Date('2026-11-27T18:00:00Z'))).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(weekOf(new Date('2026-11-29T23:00:00Z')).from).toBe('2026-11-23');
    const days = byDay([
      task('a', 'Kickoff', { due_on: '2026-11-24' }),
      task('b', 'Brief', { due_on: '2026-11-24' }),
      task('c', 'Logo', { due_on: '2026-11-26' }),
    ]);
    expect(days.map(([day, list]) => [day, list.map((t) => t.title)])).toEqual([
      ['2026-11-24', ['Kickoff', 'Brief']],
      ['2026-11-26', ['Logo']],
    ]);
  });

  it('shows this week’s tasks on the admin dashboard, asking for this week only', async () => {
    const { requests } = renderTenantApp('/dashboard/admin', {
      'GET /api/tasks': {
        status: 200,
        body: { total: 1, tasks: [task('t1', 'Approve the homepage', { due_on: '2026-11-26' })] },
      },
    });
    const week = await screen.findByRole('region', { name: 'Due this week' });
    expect(await within(week).findByText('Approve the homepage')).toBeInTheDocument();
    expect(within(week).getByRole('heading', { name: 'Thursday, Nov 26' })).toBeInTheDocument();
    const asked = requests.find((r) => r.path === '/api/tasks');
    const { from, to } = weekOf(new Date());
    expect([asked?.query.get('due_from'), asked?.query.get('due_to')]).toEqual([from, to]);
  });
});

describe("a task's due day in the reader's language", () => {
  beforeAll(() => tenantCatalogue.load('es'));

  it.each([
    ['en', { due_on: '2026-12-02', overdue: false }, 'Due Wed, Dec 2'],
    ['es', { due_on: '2026-12-02', overdue: false }, 'Vence el mié, 2 dic'],
    ['es', { due_on: '2026-11-20', overdue: true }, 'Vencida desde el vie, 20 nov'],
    ['es', { due_on: null, overdue: false }, 'Sin fecha límite'],
  ] as const)('%s: %j', (locale, task, text) => {
    expect(dueText(tenantCatalogue.intl(locale), task)).toBe(text);
  });
});

it('a member turns their reminder emails off and on again from their tasks', async () => {
  const user = userEvent.setup();
  let email = true;
  const { requests } = renderYourTasks({
    'GET /api/tasks/mine': { status: 200, body: { tasks: [], total: 0 } },
    'GET /api/tasks/reminders': () => ({ status: 200, body: { email } }),
    'PUT /api/tasks/reminders': (request) => {
      email = (request.body as { email: boolean }).email;
      return { status: 200, body: { email } };
    },
  });
  const box = await screen.findByRole('checkbox', {
    name: 'Email me the day before a task is due, and on the day',
  });
  await waitFor(() => expect(box).toBeEnabled());
  expect(box).toBeChecked();
  await user.click(box);
  await waitFor(() => expect(box).not.toBeChecked());
  await waitFor(() => expect(box).toBeEnabled());
  await user.click(box);
  await waitFor(() => expect(box).toBeChecked());
  expect(
    requests
      .filter((r) => r.method === 'PUT' && r.path === '/api/tasks/reminders')
      .map((r) => r.body),
  ).toEqual([{ email: false }, { email: true }]);
});
