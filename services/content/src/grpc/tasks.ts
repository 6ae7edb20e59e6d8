/** Tasks and file requests over gRPC (issue 28): decode, call one domain function, encode. */
import { unary, type Database } from '@portico/kit';
import type { contentV1 } from '@portico/proto';
import * as fileRequestActions from '../domain/fileRequestActions';
import type { FileRequestWithFiles } from '../domain/fileRequestActions';
import * as taskActions from '../domain/taskActions';
import type { TaskWithAssignees } from '../domain/taskActions';
import { tenantOf, toFile, viewerOf } from './handlers';

export type TaskHandlers = Pick<
  contentV1.ContentServiceHandlers,
  | 'CreateTask'
  | 'ListTasks'
  | 'ListMyTasks'
  | 'SetTaskDone'
  | 'DeleteTask'
  | 'CreateFileRequest'
  | 'GetFileRequest'
>;

export const toTask = ({ task, assignees }: TaskWithAssignees): contentV1.Task => ({
  id: task.id,
  title: task.title,
  description: task.description,
  due_on: task.due_on ?? '',
  link_kind: task.link_kind,
  link_id: task.link_id ?? '',
  roles: task.roles,
  created_by: task.created_by,
  created_at: task.created_at.toISOString(),
  assignees: assignees.map((a) => ({
    user_id: a.user_id,
    done_at: a.done_at?.toISOString() ?? '',
  })),
});

const toFileRequest = ({
  request,
  taskId,
  files,
}: FileRequestWithFiles): contentV1.FileRequest => ({
  id: request.id,
  user_id: request.user_id,
  title: request.title,
  description: request.description,
  file_count: request.file_count,
  accepted_types: request.accepted_types,
  due_on: request.due_on ?? '',
  requested_by: request.requested_by,
  status: request.status,
  created_at: request.created_at.toISOString(),
  closed_at: request.closed_at?.toISOString() ?? '',
  task_id: taskId,
  files: files.map(toFile),
});

export function taskHandlers(db: Database): TaskHandlers {
  return {
    CreateTask: unary(async (req: contentV1.CreateTaskRequest__Output, ctx) =>
      toTask(
        await taskActions.createTask(db, tenantOf(ctx), viewerOf(ctx), {
          title: req.title,
          description: req.description,
          dueOn: req.due_on,
          linkKind: req.link_kind,
          linkId: req.link_id,
          assigneeIds: req.assignee_ids,
          roles: req.roles,
        }),
      ),
    ),
    ListTasks: unary(async (req: contentV1.ListTasksRequest__Output, ctx) => {
      const page = await taskActions.listTasks(db, tenantOf(ctx), viewerOf(ctx), {
        dueFrom: req.due_from,
        dueTo: req.due_to,
        limit: req.limit,
        offset: req.offset,
      });
      return { tasks: page.tasks.map(toTask), total: page.total };
    }),
    ListMyTasks: unary(async (req: contentV1.ListMyTasksRequest__Output, ctx) => {
      const mine = await taskActions.listMyTasks(db, tenantOf(ctx), viewerOf(ctx), req.limit);
      return { tasks: mine.map(toTask), total: mine.length };
    }),
    SetTaskDone: unary(async (req: contentV1.SetTaskDoneRequest__Output, ctx) =>
      toTask(await taskActions.setTaskDone(db, tenantOf(ctx), viewerOf(ctx), req.id, req.done)),
    ),
    DeleteTask: unary(async (req: contentV1.DeleteTaskRequest__Output, ctx) => {
      await taskActions.deleteTask(db, tenantOf(ctx), viewerOf(ctx), req.id);
      return {};
    }),
    CreateFileRequest: unary(async (req: contentV1.CreateFileRequestRequest__Output, ctx) =>
      toFileRequest(
        await fileRequestActions.createFileRequest(db, tenantOf(ctx), viewerOf(ctx), {
          userId: req.user_id,
          title: req.title,
          description: req.description,
          fileCount: req.file_count,
          acceptedTypes: req.accepted_types,
          dueOn: req.due_on,
        }),
      ),
    ),
    GetFileRequest: unary(async (req: contentV1.GetFileRequestRequest__Output, ctx) =>
      toFileRequest(
        await fileRequestActions.getFileRequest(db, tenantOf(ctx), viewerOf(ctx), req.id),
      ),
    ),
  };
}
