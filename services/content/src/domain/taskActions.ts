/**
 * Tasks (issue 28 item 1). Staff give a task to members (the gateway resolves names and roles
 * to member ids and checks they belong to the tenant); each assignee has their own to do /
 * done. A task that links a thing (a form, a file request, an approval, a file) is done for an
 * assignee when that thing is, never by hand; one that links nothing is ticked by its assignee.
 * Each change is published and audited in its transaction.
 */
import { randomUUID } from 'node:crypto';
import {
  forbidden,
  invalid,
  notFound,
  precondition,
  type Database,
  type Queryable,
  type Tx,
} from '@portico/kit';
import { publishTaskCompleted, publishTaskCreated } from '../events/publishTasks';
import { findApproval } from '../store/approvals';
import { findFileRequest } from '../store/fileRequests';
import { findFile } from '../store/files';
import * as tasks from '../store/tasks';
import type { AssigneeRow, LinkKind, TaskRow } from '../store/tasks';
import { isAdmin, type Viewer } from './access';
import { UUID } from './fileReach';
import { dueOnOf } from './taskDates';

export const TASK_NOT_FOUND = 'Task not found';
export const MAX_ASSIGNEES = 500;
const LINK_KINDS: readonly LinkKind[] = ['', 'form', 'file_request', 'approval', 'file'];

export interface TaskWithAssignees {
  task: TaskRow;
  assignees: AssigneeRow[];
}

export interface NewTaskRequest {
  title: string;
  description: string;
  dueOn: string;
  linkKind: string;
  linkId: string;
  assigneeIds: readonly string[];
  roles: readonly string[];
}

const requireAdmin = (viewer: Viewer) => {
  if (!isAdmin(viewer)) throw forbidden('Only staff can manage tasks', 'not_admin');
};

/** The link as asked: a kind this product knows and, for content's own things, one that exists. */
async function linkOf(
  tx: Queryable,
  rawKind: string,
  rawId: string,
): Promise<{ kind: LinkKind; id: string | null }> {
  const kind = LINK_KINDS.find((k) => k === rawKind.trim());
  if (kind === undefined)
    throw invalid('A task links a form, a file request, an approval or a file', 'link_kind');
  if (kind === '') {
    if (rawId.trim()) throw invalid('Say what the task links to', 'link_kind');
    return { kind, id: null };
  }
  const id = rawId.trim();
  if (!UUID.test(id)) throw invalid('The linked item was not found', 'link_id');
  // Forms live in the forms service; the gateway checks a linked form before it calls here.
  const found =
    kind === 'form' ||
    (kind === 'file' && (await findFile(tx, id))) ||
    (kind === 'approval' && (await findApproval(tx, id))) ||
    (kind === 'file_request' && (await findFileRequest(tx, id)));
  if (!found) throw invalid('The linked item was not found', 'link_id');
  return { kind, id };
}

export function assigneeIdsOf(raw: readonly string[]): string[] {
  const ids = [...new Set(raw.map((id) => id.trim()).filter(Boolean))];
  if (ids.length === 0) throw invalid('Choose who the task is for', 'no_assignees');
  if (ids.length > MAX_ASSIGNEES)
    throw invalid(`A task is for at most ${MAX_ASSIGNEES} people`, 'too_many_assignees');
  if (ids.some((id) => !UUID.test(id))) throw invalid('Choose who the task is for', 'assignee_id');
  return ids;
}

/** Inserts a task in the caller's transaction (a file request makes its own this way). */
export async function insertTaskIn(
  tx: Tx,
  tenantId: string,
  viewer: Viewer,
  request: NewTaskRequest,
): Promise<TaskWithAssignees> {
  const title = request.title.trim();
  if (title === '') throw invalid('Give the task a title', 'title');
  if (title.length > 200) throw invalid('A title has at most 200 characters', 'title');
  const description = request.description.trim();
  if (description.length > 4000)
    throw invalid('A description has at most 4000 characters', 'description');
  const dueOn = dueOnOf(request.dueOn);
  const assigneeIds = assigneeIdsOf(request.assigneeIds);
  const roles = [...new Set(request.roles.map((r) => r.trim()).filter(Boolean))];
  const link = await linkOf(tx, request.linkKind, request.linkId);
  const task = await tasks.insertTask(
    tx,
    {
      id: randomUUID(),
      tenant_id: tenantId,
      title,
      description,
      due_on: dueOn,
      link_kind: link.kind,
      link_id: link.id,
      roles,
      created_by: viewer.userId,
    },
    assigneeIds,
  );
  await publishTaskCreated(tx, task, assigneeIds);
  return { task, assignees: await tasks.assigneesOf(tx, [task.id]) };
}

export function createTask(
  db: Database,
  tenantId: string,
  viewer: Viewer,
  request: NewTaskRequest,
): Promise<TaskWithAssignees> {
  requireAdmin(viewer);
  return db.tenantTransaction(tenantId, (tx) => insertTaskIn(tx, tenantId, viewer, request));
}

export interface TaskQuery {
  dueFrom: string;
  dueTo: string;
  limit: number;
  offset: number;
}

export function listTasks(db: Database, tenantId: string, viewer: Viewer, query: TaskQuery) {
  requireAdmin(viewer);
  const dueFrom = dueOnOf(query.dueFrom, 'due_from');
  const dueTo = dueOnOf(query.dueTo, 'due_to');
  const limit = Math.min(Math.max(query.limit || 50, 1), 200);
  const offset = Math.max(query.offset, 0);
  return db.tenantTransaction(tenantId, async (tx) => {
    const page = await tasks.listTasks(tx, { dueFrom, dueTo, limit, offset });
    const assignees = await tasks.assigneesOf(
      tx,
      page.tasks.map((t) => t.id),
    );
    return {
      tasks: page.tasks.map((task) => ({
        task,
        assignees: assignees.filter((a) => a.task_id === task.id),
      })),
      total: page.total,
    };
  });
}

export function listMyTasks(db: Database, tenantId: string, viewer: Viewer, limit: number) {
  return db.tenantTransaction(tenantId, async (tx) => {
    const mine = await tasks.tasksOfUser(
      tx,
      viewer.userId,
      Math.min(Math.max(limit || 100, 1), 500),
    );
    return mine.map(({ task, mine: row }) => ({ task, assignees: [row] }));
  });
}

export function setTaskDone(
  db: Database,
  tenantId: string,
  viewer: Viewer,
  id: string,
  done: boolean,
): Promise<TaskWithAssignees> {
  return db.tenantTransaction(tenantId, async (tx) => {
    const task = UUID.test(id) ? await tasks.findTask(tx, id) : null;
    const before = task
      ? (await tasks.assigneesOf(tx, [task.id])).find((a) => a.user_id === viewer.userId)
      : undefined;
    if (!task || !before) throw notFound(TASK_NOT_FOUND, 'task_not_found');
    if (task.link_kind !== '')
      throw precondition('This task is done when what it links to is done', 'linked_task');
    const after = (await tasks.setDone(tx, task.id, viewer.userId, done))!;
    if (!before.done_at && after.done_at)
      await publishTaskCompleted(tx, task, viewer.userId, after.done_at);
    return { task, assignees: [after] };
  });
}

export function deleteTask(db: Database, tenantId: string, viewer: Viewer, id: string) {
  requireAdmin(viewer);
  return db.tenantTransaction(tenantId, async (tx) => {
    if (!UUID.test(id) || !(await tasks.deleteTask(tx, id)))
      throw notFound(TASK_NOT_FOUND, 'task_not_found');
  });
}

/** The linked thing is done for this person: their tasks linking it are done, each published. */
export async function completeLinkedTasks(
  tx: Tx,
  kind: Exclude<LinkKind, ''>,
  linkId: string,
  userId: string,
): Promise<void> {
  for (const { task, done_at } of await tasks.completeLinked(tx, kind, linkId, userId))
    await publishTaskCompleted(tx, task, userId, done_at);
}

/**
 * The forms answered in one fetch of events (one tenant's, in its transaction): each event
 * claimed once for `consumer`, the answerers' open tasks that link those forms done, and
 * each completion published.
 */
export async function completeAnsweredFormTasks(
  tx: Tx,
  consumer: string,
  answered: readonly { eventId: string; formId: string; userId: string }[],
): Promise<void> {
  for (const { task, userId, done_at } of await tasks.completeAnsweredForms(tx, consumer, answered))
    await publishTaskCompleted(tx, task, userId, done_at);
}
