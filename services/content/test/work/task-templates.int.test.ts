/**
 * Task templates (issue 28 item 1) on real PostgreSQL and a real Kafka-protocol broker: a
 * "Client onboarding" checklist for a role becomes the tasks of whoever accepts an invitation
 * for it (tenancy's MembershipEvent.accepted): a form to fill, a file request and a to-do, due
 * days after joining, and the approval of a file's current version, done when decided; a
 * redelivered event adds nothing, another role gets nothing, and bad templates (another
 * tenant's file among them) are refused with nothing written.
 */
import { createHash, randomUUID } from 'node:crypto';
import { encodeEvent, type EventBus } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import { eventually } from '../../../../tooling/test-infra/eventually';
import type { Viewer } from '../../src/domain/access';
import { decideApproval, listAwaitingApprovals } from '../../src/domain/approvalActions';
import { getFileRequest } from '../../src/domain/fileRequestActions';
import { listMyTasks } from '../../src/domain/taskActions';
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  type ItemRequest,
} from '../../src/domain/taskTemplates';
import type { ContentRuntime } from '../../src/main';
import { deleteFileRow, insertFile } from '../../src/store/files';
import { addVersion } from '../../src/store/versions';
import { refusal, useContentService } from './support';

// A consumer group's first join on the mock broker takes a fixed 3 s; the machine is shared.
jest.setTimeout(120_000);

const service = useContentService('templates');
let runtime: ContentRuntime;
let bus: EventBus;

const tenantId = randomUUID();
const staff: Viewer = { userId: randomUUID(), roles: ['admin'] };
const formId = randomUUID();

beforeAll(() => {
  ({ runtime, bus } = service());
});

const item = (fields: Partial<ItemRequest>): ItemRequest => ({
  title: 'Item',
  description: '',
  kind: 'todo',
  hasDue: false,
  dueInDays: 0,
  formId: '',
  fileCount: 0,
  acceptedTypes: [],
  fileId: '',
  ...fields,
});

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A staff file of `tenant` with `versions` versions, as uploads/complete.ts records them (the
 * bytes themselves play no part in a template); answers its id.
 */
async function fileOf(tenant: string, title: string, versions: number) {
  return runtime.db.tenantTransaction(tenant, async (tx) => {
    const id = randomUUID();
    const bytes = {
      tenant_id: tenant,
      uploaded_by: staff.userId,
      file_name: `${title}.pdf`,
      content_type: 'application/pdf',
      size_bytes: 10,
      scan_status: 'clean' as const,
    };
    await insertFile(tx, {
      ...bytes,
      id,
      user_id: staff.userId,
      title,
      sha256: hashOf(`${title} 1`),
      storage_key: `${id}/1`,
      assigned_roles: [],
      tags: [],
      message: '',
    });
    for (let n = 2; n <= versions; n += 1)
      await addVersion(tx, {
        ...bytes,
        id: randomUUID(),
        file_id: id,
        sha256: hashOf(`${title} ${n}`),
        storage_key: `${id}/${n}`,
      });
    return id;
  });
}

/** Tenancy's event for `userId` accepting an invitation for `role`, as the relay sends it. */
async function accepted(userId: string, role: string, id = randomUUID(), at = new Date()) {
  await bus.publish([
    {
      id,
      topic: TOPICS.tenancyMembership,
      key: tenantId,
      type: 'accepted',
      tenantId,
      occurredAt: at,
      payload: encodeEvent('portico.events.v1.MembershipEvent', {
        tenant_id: tenantId,
        user_id: userId,
        accepted: { invitation_id: randomUUID(), email: 'new@example.com', role },
      }),
      headers: {},
    },
  ]);
  return id;
}

const tasksOf = (userId: string) =>
  listMyTasks(runtime.db, tenantId, { userId, roles: ['role2'] }, 100);

it('a client who accepts an invitation for the role gets its checklist as their tasks, once', async () => {
  const onboarding = await createTemplate(runtime.db, tenantId, staff, {
    name: 'Client onboarding',
    roleKey: 'role2',
    items: [
      item({ title: 'Fill the intake form', kind: 'form', formId, hasDue: true, dueInDays: 2 }),
      item({
        title: 'your logo',
        kind: 'file_request',
        fileCount: 2,
        acceptedTypes: ['PNG', '.svg'],
        hasDue: true,
        dueInDays: 7,
      }),
      item({ title: 'Book the kick-off call', description: 'Any weekday' }),
    ],
  });
  // Another role's checklist is not theirs.
  await createTemplate(runtime.db, tenantId, staff, {
    name: 'Team member onboarding',
    roleKey: 'role1',
    items: [item({ title: 'Read the handbook' })],
  });
  expect((await listTemplates(runtime.db, tenantId, staff)).map((t) => t.name)).toEqual([
    'Client onboarding',
    'Team member onboarding',
  ]);

  const client = randomUUID();
  const joined = new Date(Date.UTC(2031, 2, 10, 15));
  const eventId = await accepted(client, 'role2', randomUUID(), joined);
  const mine = await eventually(
    'the checklist as the client’s tasks',
    () => tasksOf(client),
    (tasks) => tasks.length >= 3,
  );
  const byTitle = new Map(mine.map(({ task }) => [task.title, task]));
  expect([...byTitle.keys()].sort()).toEqual([
    'Book the kick-off call',
    'Fill the intake form',
    'Upload your logo',
  ]);
  expect(byTitle.get('Fill the intake form')).toMatchObject({
    link_kind: 'form',
    link_id: formId,
    due_on: '2031-03-12',
    created_by: staff.userId,
  });
  expect(byTitle.get('Book the kick-off call')).toMatchObject({
    link_kind: '',
    due_on: null,
    description: 'Any weekday',
  });
  const upload = byTitle.get('Upload your logo')!;
  expect(upload).toMatchObject({ link_kind: 'file_request', due_on: '2031-03-17' });
  const request = await getFileRequest(
    runtime.db,
    tenantId,
    { userId: client, roles: ['role2'] },
    upload.link_id!,
  );
  expect(request.request).toMatchObject({
    user_id: client,
    file_count: 2,
    accepted_types: ['png', 'svg'],
    status: 'open',
  });

  // The same event again (a redelivery), and someone joining as a team member: the client
  // still has three, the team member gets only their own checklist.
  await accepted(client, 'role2', eventId, joined);
  const member = randomUUID();
  await accepted(member, 'role1');
  await eventually(
    'the team member’s checklist',
    () => tasksOf(member),
    (tasks) => tasks.length >= 1,
  );
  expect((await tasksOf(member)).map(({ task }) => task.title)).toEqual(['Read the handbook']);
  expect(await tasksOf(client)).toHaveLength(3);

  // The client answers the form (forms' event, as its relay sends it, with another client's
  // answer to another form in the same fetch): only their form task is done.
  const answer = (userId: string, form: string) => ({
    id: randomUUID(),
    topic: TOPICS.formsResponse,
    key: tenantId,
    type: 'submitted',
    tenantId,
    occurredAt: new Date(),
    payload: encodeEvent('portico.events.v1.FormResponseEvent', {
      tenant_id: tenantId,
      form_id: form,
      response_id: randomUUID(),
      submitted: { form_title: 'Intake', user_id: userId, submitted_at: new Date().toISOString() },
    }),
    headers: {},
  });
  await bus.publish([answer(member, formId), answer(client, formId), answer(client, randomUUID())]);
  const done = (tasks: Awaited<ReturnType<typeof tasksOf>>) =>
    tasks.filter(({ assignees }) => assignees[0]?.done_at).map(({ task }) => task.title);
  expect(
    done(
      await eventually(
        'the form task done',
        () => tasksOf(client),
        (t) => done(t).length > 0,
      ),
    ),
  ).toEqual(['Fill the intake form']);
  expect(done(await tasksOf(member))).toEqual([]);

  // Deleted, it applies to nobody new.
  await deleteTemplate(runtime.db, tenantId, staff, onboarding.id);
  const later = randomUUID();
  await accepted(later, 'role2');
  const marker = randomUUID();
  await accepted(marker, 'role1');
  await eventually(
    'the events after the deletion to be handled',
    () => tasksOf(marker),
    (tasks) => tasks.length >= 1,
  );
  expect(await tasksOf(later)).toEqual([]);
});

it('asks a new client to approve a file’s current version; deciding completes their task', async () => {
  // The homepage draft is at its second version when the client joins.
  const draft = await fileOf(tenantId, 'Homepage draft', 2);
  const role = 'role5';
  await createTemplate(runtime.db, tenantId, staff, {
    name: 'Design onboarding',
    roleKey: role,
    items: [
      item({
        title: 'Approve the homepage draft',
        kind: 'approval',
        fileId: draft,
        description: 'The layout, not the copy',
        hasDue: true,
        dueInDays: 5,
      }),
    ],
  });
  const client: Viewer = { userId: randomUUID(), roles: [role] };
  await accepted(client.userId, role, randomUUID(), new Date(Date.UTC(2031, 4, 1, 9)));
  const [task] = await eventually(
    'the approval task',
    () => listMyTasks(runtime.db, tenantId, client, 100),
    (tasks) => tasks.length >= 1,
  );
  expect(task!.task).toMatchObject({
    title: 'Approve the homepage draft',
    link_kind: 'approval',
    due_on: '2031-05-06',
    created_by: staff.userId,
  });
  expect(task!.assignees[0]!.done_at).toBeNull();
  const [awaiting] = await listAwaitingApprovals(runtime.db, tenantId, client);
  expect(awaiting!.approval).toMatchObject({
    id: task!.task.link_id,
    file_id: draft,
    version_number: 2,
    sha256: hashOf('Homepage draft 2'),
    requested_by: staff.userId,
    message: 'The layout, not the copy',
    status: 'open',
  });

  await decideApproval(runtime.db, tenantId, client, {
    approvalId: awaiting!.approval.id,
    decision: 'approved',
    comment: '',
    sha256: awaiting!.approval.sha256,
  });
  const [after] = await listMyTasks(runtime.db, tenantId, client, 100);
  expect(after!.assignees[0]!.done_at).toBeInstanceOf(Date);

  // The file deleted since, the next client still gets the item, as a to-do to tick.
  await runtime.db.tenantTransaction(tenantId, (tx) => deleteFileRow(tx, draft));
  const next: Viewer = { userId: randomUUID(), roles: [role] };
  await accepted(next.userId, role);
  const [todo] = await eventually(
    'the next client’s task',
    () => listMyTasks(runtime.db, tenantId, next, 100),
    (tasks) => tasks.length >= 1,
  );
  expect(todo!.task).toMatchObject({ title: 'Approve the homepage draft', link_kind: '' });
  expect(await listAwaitingApprovals(runtime.db, tenantId, next)).toEqual([]);
});

it('refuses a bad template, or one from a client, and writes nothing', async () => {
  const before = await listTemplates(runtime.db, tenantId, staff);
  const create = (items: ItemRequest[], viewer = staff, name = 'Bad') =>
    refusal(createTemplate(runtime.db, tenantId, viewer, { name, roleKey: 'role2', items }));
  expect(await create([])).toEqual({ code: 'INVALID_ARGUMENT', message: 'Add at least one item' });
  expect(await create([item({ title: 'Fill it', kind: 'form', formId: 'nope' })])).toEqual({
    code: 'INVALID_ARGUMENT',
    message: 'Item 1: choose the form to fill',
  });
  expect(
    await create([item({ title: 'Ok' }), item({ title: 'Late', hasDue: true, dueInDays: 400 })]),
  ).toEqual({ code: 'INVALID_ARGUMENT', message: 'Item 2 is due 0 to 365 days after joining' });
  expect(await create([item({ title: 'Files', kind: 'file_request', fileCount: 0 })])).toEqual({
    code: 'INVALID_ARGUMENT',
    message: 'Item 1: ask for 1 to 20 files',
  });
  expect(await create([item({ title: 'Sign off', kind: 'approval' })])).toEqual({
    code: 'INVALID_ARGUMENT',
    message: 'Item 1: choose the file to approve',
  });
  // Another tenant's file is not one this tenant can ask about.
  const theirs = await fileOf(randomUUID(), 'Their draft', 1);
  expect(
    await create([
      item({ title: 'Ok' }),
      item({ title: 'Sign off', kind: 'approval', fileId: theirs }),
    ]),
  ).toEqual({ code: 'INVALID_ARGUMENT', message: 'Item 2: the file to approve was not found' });
  expect(await create([item({ title: 'Ok' })], staff, '  ')).toMatchObject({
    code: 'INVALID_ARGUMENT',
  });
  expect(
    await create([item({ title: 'Ok' })], { userId: randomUUID(), roles: ['role2'] }, 'Mine'),
  ).toEqual({ code: 'PERMISSION_DENIED', message: 'Only staff can manage task templates' });
  expect(await listTemplates(runtime.db, tenantId, staff)).toEqual(before);
  // Another tenant's staff find nothing to delete.
  const outsider: Viewer = { userId: randomUUID(), roles: ['admin'] };
  expect(
    await refusal(deleteTemplate(runtime.db, randomUUID(), outsider, before[0]!.id)),
  ).toMatchObject({ code: 'NOT_FOUND' });
  expect(await listTemplates(runtime.db, tenantId, staff)).toEqual(before);
});
