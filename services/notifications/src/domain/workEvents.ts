/**
 * Working with clients (issue 28 item 7) as webhook and Slack events, all in the `tasks`
 * subscription: content's tasks and file requests (TaskEvent, portico.content.task.v1), a
 * round of approval asked for or decided (FileEvent), and a file's new version (FileEvent, in
 * `files` beside its upload).
 */
import { decodeEvent, type IncomingEvent } from '@portico/kit';
import { TOPICS, type eventsV1 } from '@portico/proto';
import type { TenantEvent } from './webhookEvents';

function taskEventOf(event: IncomingEvent): TenantEvent | undefined {
  const decoded = decodeEvent('portico.events.v1.TaskEvent', event.payload);
  const tenantId = decoded.tenant_id;
  if (!tenantId) return undefined;
  const base = { tenantId, category: 'tasks' as const };
  if (decoded.created)
    return {
      ...base,
      type: 'content.task.created',
      data: {
        task_id: decoded.task_id,
        title: decoded.created.title,
        due_on: decoded.created.due_on || null,
        link_kind: decoded.created.link_kind || null,
        link_id: decoded.created.link_id || null,
        assignee_ids: decoded.created.assignee_ids,
        created_by: decoded.created.created_by,
      },
    };
  if (decoded.completed)
    return {
      ...base,
      type: 'content.task.completed',
      summary: decoded.completed.title,
      data: {
        task_id: decoded.task_id,
        title: decoded.completed.title,
        user_id: decoded.completed.user_id,
        completed_at: decoded.completed.completed_at,
      },
    };
  // Overdue once per assignee (content's reminder run); its due and due-today reminders are
  // the assignee's emails, not the tenant's integrations' news.
  if (decoded.overdue)
    return {
      ...base,
      type: 'content.task.overdue',
      summary: decoded.overdue.title,
      data: {
        task_id: decoded.task_id,
        title: decoded.overdue.title,
        user_id: decoded.overdue.user_id,
        due_on: decoded.overdue.due_on,
      },
    };
  if (decoded.file_requested)
    return {
      ...base,
      type: 'content.file_request.created',
      data: {
        task_id: decoded.task_id,
        request_id: decoded.file_requested.request_id,
        user_id: decoded.file_requested.user_id,
        title: decoded.file_requested.title,
        file_count: decoded.file_requested.file_count,
        accepted_types: decoded.file_requested.accepted_types,
        due_on: decoded.file_requested.due_on || null,
      },
    };
  if (decoded.file_request_fulfilled)
    return {
      ...base,
      type: 'content.file_request.fulfilled',
      summary: decoded.file_request_fulfilled.title,
      data: {
        task_id: decoded.task_id,
        request_id: decoded.file_request_fulfilled.request_id,
        user_id: decoded.file_request_fulfilled.user_id,
        title: decoded.file_request_fulfilled.title,
        file_ids: decoded.file_request_fulfilled.file_ids,
      },
    };
  return undefined;
}

/** A FileEvent of issue 28 (version, approvals); undefined for the others. */
export function fileWorkEventOf(decoded: eventsV1.FileEvent__Output): TenantEvent | undefined {
  const tenantId = decoded.tenant_id;
  if (decoded.version_added) {
    const v = decoded.version_added;
    return {
      tenantId,
      category: 'files',
      type: 'content.file.version_added',
      data: {
        file_id: decoded.file_id,
        version_id: v.version_id,
        number: v.number,
        sha256: v.sha256,
        file_name: v.file_name,
        size_bytes: Number(v.size_bytes),
        uploaded_by: v.uploaded_by,
      },
    };
  }
  if (decoded.approval_requested) {
    const a = decoded.approval_requested;
    return {
      tenantId,
      category: 'tasks',
      type: 'content.approval.requested',
      data: {
        file_id: decoded.file_id,
        approval_id: a.approval_id,
        version_id: a.version_id,
        version_number: a.version_number,
        sha256: a.sha256,
        title: a.title,
        approver_ids: a.approver_ids,
        requested_by: a.requested_by,
      },
    };
  }
  if (decoded.approval_decided) {
    const a = decoded.approval_decided;
    return {
      tenantId,
      category: 'tasks',
      type: 'content.approval.decided',
      summary: a.title,
      data: {
        file_id: decoded.file_id,
        approval_id: a.approval_id,
        version_id: a.version_id,
        sha256: a.sha256,
        title: a.title,
        approver_id: a.approver_id,
        decision: a.decision,
        comment: a.comment,
        status: a.status,
      },
    };
  }
  return undefined;
}

export function workEventOf(event: IncomingEvent): TenantEvent | undefined {
  return event.topic === TOPICS.contentTask ? taskEventOf(event) : undefined;
}
