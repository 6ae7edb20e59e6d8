/**
 * What tasks and file requests publish through content's outbox (topic portico.content.task.v1,
 * README "Events"), in the transaction that changes the row, each also audited as its actor's.
 */
import { publish, publishAudit, type Tx } from '@portico/kit';
import type { FileRequestRow } from '../store/fileRequests';
import type { DueAssignment } from '../store/taskReminders';
import type { TaskRow } from '../store/tasks';

export async function publishTaskCreated(
  tx: Tx,
  task: TaskRow,
  assigneeIds: readonly string[],
): Promise<void> {
  await publish(tx, {
    TaskEvent: {
      tenant_id: task.tenant_id,
      task_id: task.id,
      created: {
        title: task.title,
        due_on: task.due_on ?? '',
        link_kind: task.link_kind,
        link_id: task.link_id ?? '',
        assignee_ids: [...assigneeIds],
        created_by: task.created_by,
      },
    },
  });
  await publishAudit(tx, {
    actorUserId: task.created_by,
    action: 'task.created',
    entityType: 'task',
    entityId: task.id,
    tenantId: task.tenant_id,
    details: { title: task.title, due_on: task.due_on, assignee_ids: assigneeIds },
    at: task.created_at,
  });
}

export async function publishTaskCompleted(
  tx: Tx,
  task: TaskRow,
  userId: string,
  at: Date,
): Promise<void> {
  await publish(tx, {
    TaskEvent: {
      tenant_id: task.tenant_id,
      task_id: task.id,
      completed: { user_id: userId, title: task.title, completed_at: at.toISOString() },
    },
  });
  await publishAudit(tx, {
    actorUserId: userId,
    action: 'task.completed',
    entityType: 'task',
    entityId: task.id,
    tenantId: task.tenant_id,
    details: { title: task.title },
    at,
  });
}

export async function publishFileRequested(
  tx: Tx,
  request: FileRequestRow,
  taskId: string,
): Promise<void> {
  await publish(tx, {
    TaskEvent: {
      tenant_id: request.tenant_id,
      task_id: taskId,
      file_requested: {
        request_id: request.id,
        user_id: request.user_id,
        title: request.title,
        file_count: request.file_count,
        accepted_types: request.accepted_types,
        due_on: request.due_on ?? '',
        requested_by: request.requested_by,
      },
    },
  });
  await publishAudit(tx, {
    actorUserId: request.requested_by,
    action: 'file_request.created',
    entityType: 'file_request',
    entityId: request.id,
    tenantId: request.tenant_id,
    details: { title: request.title, user_id: request.user_id, file_count: request.file_count },
    at: request.created_at,
  });
}

export async function publishFileRequestFulfilled(
  tx: Tx,
  request: FileRequestRow,
  taskId: string,
  fileIds: string[],
): Promise<void> {
  await publish(tx, {
    TaskEvent: {
      tenant_id: request.tenant_id,
      task_id: taskId,
      file_request_fulfilled: {
        request_id: request.id,
        user_id: request.user_id,
        title: request.title,
        file_ids: fileIds,
        requested_by: request.requested_by,
      },
    },
  });
  await publishAudit(tx, {
    actorUserId: request.user_id,
    action: 'file_request.fulfilled',
    entityType: 'file_request',
    entityId: request.id,
    tenantId: request.tenant_id,
    details: { title: request.title, file_ids: fileIds },
    at: request.closed_at ?? new Date(),
  });
}

/** The reminder run's news for one assignee: due tomorrow or today, or overdue (once each). */
export async function publishTaskReminder(tx: Tx, due: DueAssignment): Promise<void> {
  const facts = { user_id: due.user_id, title: due.title, due_on: due.due_on };
  await publish(tx, {
    TaskEvent: {
      tenant_id: due.tenant_id,
      task_id: due.task_id,
      ...(due.reminded === 'overdue'
        ? { overdue: facts }
        : // A task given to one role names it; the email shows the tenant's label for it.
          {
            due: { ...facts, when: due.reminded, role: due.roles.length === 1 ? due.roles[0] : '' },
          }),
    },
  });
}
