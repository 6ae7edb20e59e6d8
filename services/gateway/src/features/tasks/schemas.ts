/** The HTTP shape of tasks and file requests (issue 28 items 1-2). */
import { z } from 'zod';
import { FileSchema } from '../files/schemas';

export const TaskSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    due_on: z.string().nullable().describe('A day, YYYY-MM-DD; null: no due day'),
    link: z
      .object({
        kind: z.enum(['form', 'file_request', 'approval', 'file']),
        id: z.string(),
      })
      .nullable()
      .describe('What the task is about; a linked task is done when that thing is'),
    roles: z.array(z.string()).describe('The roles it was given to, when given by role'),
    created_by: z.string(),
    created_at: z.string(),
    assignees: z.array(z.object({ user_id: z.string(), done_at: z.string().nullable() })),
    status: z
      .enum(['to_do', 'done'])
      .describe('done: every assignee (on /api/tasks/mine: the caller) has done it'),
    overdue: z.boolean().describe('Not done and its due day has passed'),
  })
  .meta({ id: 'Task' });

export const TaskListSchema = z.object({ tasks: z.array(TaskSchema), total: z.number().int() });

export const FileRequestSchema = z
  .object({
    id: z.string(),
    user_id: z.string().describe('The client asked for the files'),
    title: z.string(),
    description: z.string(),
    file_count: z.number().int(),
    accepted_types: z.array(z.string()).describe('File extensions; empty: any type'),
    due_on: z.string().nullable(),
    requested_by: z.string(),
    status: z.enum(['open', 'fulfilled']),
    created_at: z.string(),
    closed_at: z.string().nullable(),
    task_id: z.string().nullable(),
    files: z.array(FileSchema),
  })
  .meta({ id: 'FileRequest' });
