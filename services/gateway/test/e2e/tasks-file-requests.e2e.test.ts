/**
 * Tasks and file requests through the real gateway (issue 28 items 1-2): staff give tasks to a
 * client and to a role; each member sees and ticks their own, published as TaskEvent; a file
 * request's task is done when the client's last accepted file lands; a task linking an
 * approval is done when the client decides; and each bad input of the issue is a 4xx that
 * changes nothing.
 */
import { createHash, randomUUID } from 'node:crypto';
import { TOPICS } from '@portico/proto';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { watchTopic, type TopicWatch } from '../support/events';
import { createUpload, pngBytes, uploadFile } from '../support/tus';
import { useE2eStack } from '../support/prologue';
import { ApiClient } from '../support/client';

jest.setTimeout(240_000);

interface Task {
  id: string;
  title: string;
  due_on: string | null;
  link: { kind: string; id: string } | null;
  assignees: { user_id: string; done_at: string | null }[];
  status: 'to_do' | 'done';
  overdue: boolean;
}
interface FileRequest {
  id: string;
  status: 'open' | 'fulfilled';
  task_id: string | null;
  files: { id: string }[];
}

const env = useE2eStack();
let admin: ApiClient;
let client: { client: ApiClient; userId: string };
let otherRole: { client: ApiClient; userId: string };
let otherTenant: { client: ApiClient };
let taskEvents: TopicWatch<'portico.events.v1.TaskEvent'>;

const mine = async (who: ApiClient) =>
  (await who.get<{ tasks: Task[] }>('/api/tasks/mine')).body.tasks;
const titles = (tasks: Task[]) => tasks.map((t) => t.title).sort();

beforeAll(async () => {
  taskEvents = await watchTopic(TOPICS.contentTask, env.kafkaBrokers);
  ({ client: admin } = await signUpWorkspace(env.url, 'Task Studio'));
  client = await inviteMember(admin, 'role2');
  otherRole = await inviteMember(admin, 'role3');
  otherTenant = await signUpWorkspace(env.url, 'Other Task Agency');
});

afterAll(async () => {
  await taskEvents.stop();
});

describe('tasks', () => {
  it('a task for a client and one for a role reach exactly their people, and a tick is theirs', async () => {
    const logo = await admin.post<Task>('/api/tasks', {
      title: 'Upload your logo',
      description: 'SVG if you have it',
      due_on: '2026-12-04',
      user_ids: [client.userId],
    });
    expect(logo.status).toBe(201);
    expect(logo.body).toMatchObject({ status: 'to_do', due_on: '2026-12-04', link: null });
    const kickoff = await admin.post<Task>('/api/tasks', {
      title: 'Book the kickoff call',
      roles: ['role3'],
    });
    expect(kickoff.status).toBe(201);
    expect(kickoff.body.assignees.map((a) => a.user_id)).toEqual([otherRole.userId]);

    expect(titles(await mine(client.client))).toEqual(['Upload your logo']);
    expect(titles(await mine(otherRole.client))).toEqual(['Book the kickoff call']);
    expect(await mine(otherTenant.client)).toEqual([]);
    // Nobody ticks a task that is not theirs, another tenant least of all.
    for (const who of [client.client, otherTenant.client]) {
      const notTheirs = await who.call('PUT', `/api/tasks/${kickoff.body.id}/done`, { done: true });
      expect(notTheirs.status).toBe(404);
    }

    const ticked = await otherRole.client.call<Task>('PUT', `/api/tasks/${kickoff.body.id}/done`, {
      done: true,
    });
    expect(ticked.status).toBe(200);
    expect(ticked.body.status).toBe('done');
    const completed = await taskEvents.waitFor(
      (e) => e.task_id === kickoff.body.id && e.kind === 'completed',
    );
    expect(completed.completed).toMatchObject({ user_id: otherRole.userId });
    const created = taskEvents.matching((e) => e.task_id === logo.body.id && e.kind === 'created');
    expect(created[0]?.created?.assignee_ids).toEqual([client.userId]);

    // Staff see both, by due day, with who has done what.
    const all = await admin.get<{ tasks: Task[]; total: number }>('/api/tasks');
    expect(all.body.tasks.map((t) => [t.title, t.status])).toEqual([
      ['Upload your logo', 'to_do'],
      ['Book the kickoff call', 'done'],
    ]);
    const week = await admin.get<{ tasks: Task[] }>(
      '/api/tasks?due_from=2026-11-30&due_to=2026-12-06',
    );
    expect(week.body.tasks.map((t) => t.title)).toEqual(['Upload your logo']);
  });

  it('a past due day shows the task overdue until it is done', async () => {
    const late = await admin.post<Task>('/api/tasks', {
      title: 'Sign the brief',
      due_on: '2020-01-31',
      user_ids: [client.userId],
    });
    expect(late.body.overdue).toBe(true);
    const done = await client.client.call<Task>('PUT', `/api/tasks/${late.body.id}/done`, {
      done: true,
    });
    expect(done.body).toMatchObject({ status: 'done', overdue: false });
  });

  it('refuses a person outside the workspace, a due date that is not a date, a role nobody has', async () => {
    const before = (await admin.get<{ total: number }>('/api/tasks')).body.total;
    // A real person, of another workspace.
    const outsider = await otherTenant.client.get<{ user: { id: string } }>('/api/me');
    const stranger = await admin.post('/api/tasks', {
      title: 'Not for them',
      user_ids: [outsider.body.user.id],
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body).toMatchObject({
      error: 'A task can only be for members of this workspace',
    });
    for (const due_on of ['next friday', '2026-02-30']) {
      const bad = await admin.post('/api/tasks', {
        title: 'Bad day',
        due_on,
        user_ids: [client.userId],
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ error: 'The due date must be a date, like 2026-12-31' });
    }
    const nobody = await admin.post('/api/tasks', { title: 'Nobody', roles: ['role1'] });
    expect(nobody.status).toBe(400);
    expect(nobody.body).toMatchObject({ error: 'Nobody in this workspace has that role yet' });
    expect((await admin.get<{ total: number }>('/api/tasks')).body.total).toBe(before);
  });

  it('a task linking an approval is done when the client decides, not by a tick', async () => {
    const draft = pngBytes(1500);
    const fileId = await uploadFile(admin, draft, {
      filename: 'homepage.png',
      user_id: client.userId,
    });
    const round = await admin.post<{ id: string }>(`/api/files/${fileId}/approvals`, {
      approver_ids: [client.userId],
    });
    const task = await admin.post<Task>('/api/tasks', {
      title: 'Approve the homepage draft',
      user_ids: [client.userId],
      link: { kind: 'approval', id: round.body.id },
    });
    expect(task.status).toBe(201);
    const tick = await client.client.call('PUT', `/api/tasks/${task.body.id}/done`, {
      done: true,
    });
    expect(tick.status).toBe(422);
    await client.client.post(`/api/approvals/${round.body.id}/decision`, {
      decision: 'approved',
      sha256: createHash('sha256').update(draft).digest('hex'),
    });
    const after = (await mine(client.client)).find((t) => t.id === task.body.id);
    expect(after?.status).toBe('done');
  });
  it('a task linking a form is done once the client answers it', async () => {
    const form = await admin.post<{ id: string }>('/api/forms', {
      title: 'Intake form',
      schema: [{ id: 'q1', type: 'short_answer', label: 'Company', required: true }],
      assigned_roles: ['role2'],
      published: true,
    });
    const task = await admin.post<Task>('/api/tasks', {
      title: 'Fill the intake form',
      user_ids: [client.userId],
      link: { kind: 'form', id: form.body.id },
    });
    expect(task.status).toBe(201);
    await client.client.post(`/api/forms/${form.body.id}/responses`, {
      answers: { Company: 'Acme' },
      submission_id: randomUUID(),
    });
    // Content learns of the answer from forms' event; the completion it publishes proves it.
    await taskEvents.waitFor((e) => e.task_id === task.body.id && e.kind === 'completed');
    const after = (await mine(client.client)).find((t) => t.id === task.body.id);
    expect(after?.status).toBe('done');
    // A form of no workspace of ours cannot be linked.
    const unknown = await admin.post('/api/tasks', {
      title: 'Fill nothing',
      user_ids: [client.userId],
      link: { kind: 'form', id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('the public API', () => {
  it('an API key reads the workspace’s tasks and another workspace’s key none of them', async () => {
    const made = await admin.post<Task>('/api/tasks', {
      title: 'Review the sitemap',
      user_ids: [client.userId],
    });
    const key = await admin.post<{ key: string }>('/api/integrations/api-keys', { label: 'PM' });
    expect(key.status).toBe(201);
    const integration = new ApiClient(env.url);
    integration.accessToken = key.body.key;
    integration.tenantId = admin.tenantId;
    const read = await integration.get<{ data: Task[]; next_cursor: string }>(
      '/api/v1/tasks?limit=100',
    );
    expect(read.status).toBe(200);
    expect(read.body.data.find((t) => t.id === made.body.id)).toMatchObject({
      title: 'Review the sitemap',
      status: 'to_do',
      assignees: [{ user_id: client.userId, done_at: null }],
    });
    const otherKey = await otherTenant.client.post<{ key: string }>('/api/integrations/api-keys', {
      label: 'PM',
    });
    const stranger = new ApiClient(env.url);
    stranger.accessToken = otherKey.body.key;
    stranger.tenantId = otherTenant.client.tenantId;
    const theirs = await stranger.get<{ data: Task[] }>('/api/v1/tasks?limit=100');
    expect(theirs.body.data).toEqual([]);
  });
});

describe('file requests', () => {
  it('the client fills a request with accepted files; it closes and their task is done', async () => {
    const asked = await admin.post<FileRequest>('/api/file-requests', {
      user_id: client.userId,
      title: 'your logo files',
      file_count: 2,
      accepted_types: ['PNG'],
      due_on: '2026-12-10',
    });
    expect(asked.status).toBe(201);
    expect(asked.body.status).toBe('open');
    const task = (await mine(client.client)).find((t) => t.id === asked.body.task_id);
    expect(task).toMatchObject({
      title: 'Upload your logo files',
      link: { kind: 'file_request', id: asked.body.id },
      status: 'to_do',
    });

    // A type it does not accept, someone else, and staff themselves are refused before a byte.
    const wrongType = await createUpload(client.client, 900, {
      filename: 'logo.pdf',
      request_id: asked.body.id,
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toContain('This request accepts PNG files only');
    for (const who of [otherRole.client, admin]) {
      const notYours = await createUpload(who, 900, {
        filename: 'logo.png',
        request_id: asked.body.id,
      });
      expect(notYours.status).toBe(403);
    }
    expect((await otherTenant.client.get(`/api/file-requests/${asked.body.id}`)).status).toBe(404);

    const first = await uploadFile(client.client, pngBytes(1000), {
      filename: 'logo.png',
      request_id: asked.body.id,
    });
    expect(
      (await client.client.get<FileRequest>(`/api/file-requests/${asked.body.id}`)).body,
    ).toMatchObject({ status: 'open', files: [{ id: first }] });
    await uploadFile(client.client, pngBytes(1100), {
      filename: 'logo-dark.png',
      request_id: asked.body.id,
    });
    const filled = await admin.get<FileRequest>(`/api/file-requests/${asked.body.id}`);
    expect(filled.body.status).toBe('fulfilled');
    expect(filled.body.files).toHaveLength(2);
    const fulfilled = await taskEvents.waitFor(
      (e) => e.file_request_fulfilled?.request_id === asked.body.id,
    );
    expect(fulfilled.file_request_fulfilled?.file_ids).toHaveLength(2);
    expect((await mine(client.client)).find((t) => t.id === asked.body.task_id)?.status).toBe(
      'done',
    );

    const closed = await createUpload(client.client, 900, {
      filename: 'one-more.png',
      request_id: asked.body.id,
    });
    expect(closed.status).toBe(422);
    expect(closed.body).toContain('This file request is closed');
  });

  it('refuses a request of a stranger or for no files, writing nothing', async () => {
    const stranger = await admin.post('/api/file-requests', {
      user_id: '00000000-0000-4000-8000-000000000000',
      title: 'Contracts',
      file_count: 1,
    });
    expect(stranger.status).toBe(400);
    const none = await admin.post('/api/file-requests', {
      user_id: client.userId,
      title: 'Contracts',
      file_count: 0,
    });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ error: 'Ask for 1 to 20 files' });
    expect(titles(await mine(client.client))).not.toContain('Upload Contracts');
  });
});
