/**
 * Task templates through the real gateway (issue 28 item 1): staff keep a "Client onboarding"
 * checklist for the client role, and a client who accepts an invitation for that role finds
 * it in their tasks (a form to fill, a file request, a to-do), while someone invited for
 * another role does not; a template for the admins' role, with another workspace's form or
 * file, or from a client is refused and nothing is kept.
 */
import { eventually } from '../../../../tooling/test-infra/eventually';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { pngBytes, uploadFile } from '../support/tus';
import { useE2eStack } from '../support/prologue';
import type { ApiClient } from '../support/client';

jest.setTimeout(240_000);

interface Task {
  id: string;
  title: string;
  due_on: string | null;
  link: { kind: string; id: string } | null;
}
interface Template {
  id: string;
  name: string;
  role_key: string;
  items: { title: string; kind: string; due_in_days: number | null }[];
}

const env = useE2eStack();
let admin: ApiClient;
let formId: string;

const mine = async (who: ApiClient) =>
  (await who.get<{ tasks: Task[] }>('/api/tasks/mine')).body.tasks;
const templates = async () =>
  (await admin.get<{ templates: Template[] }>('/api/task-templates')).body.templates;

beforeAll(async () => {
  ({ client: admin } = await signUpWorkspace(env.url, 'Onboarding Studio'));
  const form = await admin.post<{ id: string }>('/api/forms', {
    title: 'Intake form',
    schema: [{ id: 'q1', type: 'short_answer', label: 'Company', required: true }],
    assigned_roles: ['role2'],
    published: true,
  });
  formId = form.body.id;
});

it('a client who accepts an invitation for the role finds its checklist in their tasks', async () => {
  const created = await admin.post<Template>('/api/task-templates', {
    name: 'Client onboarding',
    role_key: 'role2',
    items: [
      { title: 'Fill the intake form', kind: 'form', form_id: formId, due_in_days: 3 },
      { title: 'brand assets', kind: 'file_request', file_count: 2, accepted_types: ['svg'] },
      { title: 'Book the kick-off call', kind: 'todo' },
    ],
  });
  expect(created.status).toBe(201);
  expect(created.body.items.map((i) => [i.kind, i.due_in_days])).toEqual([
    ['form', 3],
    ['file_request', null],
    ['todo', null],
  ]);

  const client = await inviteMember(admin, 'role2');
  const tasks = await eventually(
    'the onboarding checklist in the client’s tasks',
    () => mine(client.client),
    (list) => list.length >= 3,
  );
  expect(tasks.map((t) => [t.title, t.link?.kind ?? null]).sort()).toEqual([
    ['Book the kick-off call', null],
    ['Fill the intake form', 'form'],
    ['Upload brand assets', 'file_request'],
  ]);
  expect(tasks.find((t) => t.link?.kind === 'form')?.link?.id).toBe(formId);

  // Invited for another role: none of it.
  const guest = await inviteMember(admin, 'role3');
  expect(await mine(guest.client)).toEqual([]);
});

it('refuses a template for the admins, with another workspace’s form or file, or from a client, keeping nothing', async () => {
  const before = await templates();
  const other = await signUpWorkspace(env.url, 'Other Onboarding Agency');
  const theirForm = await other.client.post<{ id: string }>('/api/forms', {
    title: 'Their form',
    schema: [{ id: 'q1', type: 'short_answer', label: 'Name', required: false }],
    published: true,
  });
  const item = { title: 'Fill it', kind: 'todo' };
  const forAdmins = await admin.post('/api/task-templates', {
    name: 'Admins',
    role_key: 'admin',
    items: [item],
  });
  expect(forAdmins.status).toBe(400);
  const foreignForm = await admin.post('/api/task-templates', {
    name: 'Foreign',
    role_key: 'role2',
    items: [{ title: 'Fill theirs', kind: 'form', form_id: theirForm.body.id }],
  });
  expect(foreignForm.status).toBe(404);
  const theirFile = await uploadFile(other.client, pngBytes(1000), { filename: 'theirs.png' });
  const foreignFile = await admin.post<{ error: string }>('/api/task-templates', {
    name: 'Foreign',
    role_key: 'role2',
    items: [item, { title: 'Approve theirs', kind: 'approval', file_id: theirFile }],
  });
  expect(foreignFile.status).toBe(400);
  expect(foreignFile.body.error).toBe('Item 2: the file to approve was not found');
  const tooLate = await admin.post<{ error: string }>('/api/task-templates', {
    name: 'Late',
    role_key: 'role2',
    items: [{ ...item, due_in_days: 400 }],
  });
  expect(tooLate.status).toBe(400);
  expect(tooLate.body.error).toBe('Item 1 is due 0 to 365 days after joining');
  const client = await inviteMember(admin, 'role2');
  const fromClient = await client.client.post('/api/task-templates', {
    name: 'Mine',
    role_key: 'role2',
    items: [item],
  });
  expect(fromClient.status).toBe(403);
  expect(await templates()).toEqual(before);
});
