/**
 * Tasks and file requests (issue 28 items 1-2). Staff give a task to members by name or by
 * role (the gateway resolves roles to today's members and checks every name belongs to the
 * tenant, since content keeps ids, not memberships); each assignee sees and ticks their own.
 * A file request asks one client for files and comes with the task that shows it to them; the
 * client uploads into it through POST /api/files/uploads with `request_id`.
 */
import { z } from 'zod';
import { invalid } from '@portico/kit';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { text } from '../../api/schemas';
import { callContext } from '../../auth/principal';
import { requireActiveMembers } from '../../shared/members';
import { toFileRequest, toTask } from './map';
import { FileRequestSchema, TaskListSchema, TaskSchema } from './schemas';

const TAG = 'Tasks';
const taskId = z.uuid({ error: 'Task not found' });
/** Content checks that the day exists (2026-02-30 does not), in the same words. */
const day = z
  .string({ error: 'The due date must be a date, like 2026-12-31' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'The due date must be a date, like 2026-12-31');

export const taskRoutes = [
  route({
    method: 'POST',
    path: '/api/tasks',
    status: 201,
    summary:
      'A task for members named (user_ids) and/or everyone with some roles now (roles), with an optional due day and link',
    tag: TAG,
    allow: AUDIENCES.admins,
    body: z
      .object({
        title: text(200),
        description: text(4000).optional(),
        due_on: day.nullable().optional(),
        user_ids: z
          .array(z.uuid({ error: 'Choose who the task is for' }))
          .max(500)
          .optional(),
        roles: z.array(text(60)).max(20).optional(),
        link: z
          .object({
            kind: z.enum(['form', 'file_request', 'approval', 'file'], {
              error: 'A task links a form, a file request, an approval or a file',
            }),
            id: z.uuid({ error: 'The linked item was not found' }),
          })
          .strict()
          .nullable()
          .optional(),
      })
      .strict(),
    response: TaskSchema,
    handler: async ({ body, req, deps }) => {
      const userIds = body.user_ids ?? [];
      await requireActiveMembers(
        req,
        deps,
        userIds,
        'A task can only be for members of this workspace',
      );
      const roles = body.roles ?? [];
      const byRole: string[] = [];
      if (roles.length > 0) {
        const { members } = await deps.services.tenancy.ListMembers({}, callContext(req));
        for (const m of members)
          if (m.status === 'active' && roles.includes(m.role_key)) byRole.push(m.user_id);
        if (byRole.length === 0 && userIds.length === 0)
          throw invalid('Nobody in this workspace has that role yet', 'no_members_with_role');
      }
      // Forms live in the forms service: a linked form must be one of this tenant's.
      if (body.link?.kind === 'form')
        await deps.services.forms.GetForm({ id: body.link.id }, callContext(req));
      return toTask(
        await deps.services.content.CreateTask(
          {
            title: body.title,
            description: body.description ?? '',
            due_on: body.due_on ?? '',
            link_kind: body.link?.kind ?? '',
            link_id: body.link?.id ?? '',
            assignee_ids: [...new Set([...userIds, ...byRole])],
            roles,
          },
          callContext(req),
        ),
      );
    },
  }),

  route({
    method: 'GET',
    path: '/api/tasks',
    summary:
      'The workspace’s tasks by due day (none last), each with every assignee’s state; due_from/due_to bound the days (the dashboard’s “Due this week”)',
    tag: TAG,
    allow: AUDIENCES.admins,
    query: z.object({
      due_from: day.optional(),
      due_to: day.optional(),
      limit: z.coerce.number().int().min(1).max(200).optional(),
      offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
    }),
    response: TaskListSchema,
    handler: async ({ query, req, deps }) => {
      const page = await deps.services.content.ListTasks(
        {
          due_from: query.due_from ?? '',
          due_to: query.due_to ?? '',
          limit: query.limit ?? 50,
          offset: query.offset ?? 0,
        },
        callContext(req),
      );
      return { tasks: page.tasks.map(toTask), total: page.total };
    },
  }),

  route({
    method: 'GET',
    path: '/api/tasks/mine',
    summary: 'The caller’s tasks, to do first by due day, each with the caller’s own state',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    response: TaskListSchema,
    handler: async ({ req, deps }) => {
      const page = await deps.services.content.ListMyTasks({ limit: 200 }, callContext(req));
      return { tasks: page.tasks.map(toTask), total: page.total };
    },
  }),

  route({
    method: 'PUT',
    path: '/api/tasks/:id/done',
    summary:
      'The caller ticks (done: true) or unticks their task; a linked task is done when its thing is (422)',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    params: z.object({ id: taskId }),
    body: z.object({ done: z.boolean({ error: 'Say whether the task is done' }) }).strict(),
    response: TaskSchema,
    handler: async ({ params, body, req, deps }) =>
      toTask(
        await deps.services.content.SetTaskDone(
          { id: params.id, done: body.done },
          callContext(req),
        ),
      ),
  }),

  route({
    method: 'DELETE',
    path: '/api/tasks/:id',
    summary: 'Removes a task for everyone it was given to',
    tag: TAG,
    allow: AUDIENCES.admins,
    params: z.object({ id: taskId }),
    handler: async ({ params, req, deps }) => {
      await deps.services.content.DeleteTask({ id: params.id }, callContext(req));
    },
  }),

  route({
    method: 'POST',
    path: '/api/file-requests',
    status: 201,
    summary:
      'Asks one client for files (how many, which types, by when), with the task that shows it to them',
    tag: TAG,
    allow: AUDIENCES.admins,
    body: z
      .object({
        user_id: z.uuid({ error: 'Choose who should send the files' }),
        title: text(200),
        description: text(4000).optional(),
        file_count: z
          .number({ error: 'Ask for 1 to 20 files' })
          .int('Ask for 1 to 20 files')
          .min(1, 'Ask for 1 to 20 files')
          .max(20, 'Ask for 1 to 20 files'),
        accepted_types: z.array(text(12)).max(20).optional(),
        due_on: day.nullable().optional(),
      })
      .strict(),
    response: FileRequestSchema,
    handler: async ({ body, req, deps }) => {
      await requireActiveMembers(
        req,
        deps,
        [body.user_id],
        'Files can only be asked of members of this workspace',
      );
      return toFileRequest(
        await deps.services.content.CreateFileRequest(
          {
            user_id: body.user_id,
            title: body.title,
            description: body.description ?? '',
            file_count: body.file_count,
            accepted_types: body.accepted_types ?? [],
            due_on: body.due_on ?? '',
          },
          callContext(req),
        ),
      );
    },
  }),

  route({
    method: 'GET',
    path: '/api/file-requests/:id',
    summary: 'A file request and the files uploaded into it (its client, or staff)',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    params: z.object({ id: z.uuid({ error: 'File request not found' }) }),
    response: FileRequestSchema,
    handler: async ({ params, req, deps }) =>
      toFileRequest(
        await deps.services.content.GetFileRequest({ id: params.id }, callContext(req)),
      ),
  }),
];
