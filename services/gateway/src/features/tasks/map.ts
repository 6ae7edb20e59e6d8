/** Tasks and file requests as content describes them, in their HTTP shape (schemas.ts). */
import type { z } from 'zod';
import type { contentV1 } from '@portico/proto';
import { toFile } from '../files/map';
import type { FileRequestSchema, TaskSchema } from './schemas';

type Link = NonNullable<z.input<typeof TaskSchema>['link']>;
const KINDS: readonly Link['kind'][] = ['form', 'file_request', 'approval', 'file'];

/** Today as a day (UTC), for "overdue": a task due today is not late yet. */
const today = () => new Date().toISOString().slice(0, 10);

export const toTask = (task: contentV1.Task__Output): z.input<typeof TaskSchema> => {
  const kind = KINDS.find((k) => k === task.link_kind);
  const done = task.assignees.length > 0 && task.assignees.every((a) => a.done_at !== '');
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    due_on: task.due_on || null,
    link: kind && task.link_id ? { kind, id: task.link_id } : null,
    roles: task.roles,
    created_by: task.created_by,
    created_at: task.created_at,
    assignees: task.assignees.map((a) => ({ user_id: a.user_id, done_at: a.done_at || null })),
    status: done ? 'done' : 'to_do',
    overdue: !done && task.due_on !== '' && task.due_on < today(),
  };
};

export const toFileRequest = (
  request: contentV1.FileRequest__Output,
): z.input<typeof FileRequestSchema> => ({
  id: request.id,
  user_id: request.user_id,
  title: request.title,
  description: request.description,
  file_count: request.file_count,
  accepted_types: request.accepted_types,
  due_on: request.due_on || null,
  requested_by: request.requested_by,
  status: request.status === 'fulfilled' ? 'fulfilled' : 'open',
  created_at: request.created_at,
  closed_at: request.closed_at || null,
  task_id: request.task_id || null,
  files: request.files.map(toFile),
});
