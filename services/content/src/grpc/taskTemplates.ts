/**
 * Task templates and each person's reminder emails over gRPC (issue 28 item 1): decode, call
 * one domain function, encode.
 */
import { unary, type Database } from '@portico/kit';
import type { contentV1 } from '@portico/proto';
import { reminderEmails, setOwnReminderEmails } from '../domain/taskReminders';
import * as taskTemplates from '../domain/taskTemplates';
import type { TemplateRow } from '../store/taskTemplates';
import { tenantOf, viewerOf } from './handlers';

export type TemplateHandlers = Pick<
  contentV1.ContentServiceHandlers,
  | 'ListTaskTemplates'
  | 'CreateTaskTemplate'
  | 'DeleteTaskTemplate'
  | 'GetTaskReminderSettings'
  | 'SetTaskReminderSettings'
>;

export const toTemplate = (row: TemplateRow): contentV1.TaskTemplate => ({
  id: row.id,
  name: row.name,
  role_key: row.role_key,
  items: row.items.map((item) => ({
    title: item.title,
    description: item.description,
    kind: item.kind,
    has_due: item.due_in_days !== null,
    due_in_days: item.due_in_days ?? 0,
    form_id: item.form_id ?? '',
    file_count: item.file_count ?? 0,
    accepted_types: item.accepted_types,
    file_id: item.file_id ?? '',
  })),
  created_by: row.created_by,
  created_at: row.created_at.toISOString(),
});

export function templateHandlers(db: Database): TemplateHandlers {
  return {
    ListTaskTemplates: unary(async (_req, ctx) => ({
      templates: (await taskTemplates.listTemplates(db, tenantOf(ctx), viewerOf(ctx))).map(
        toTemplate,
      ),
    })),
    CreateTaskTemplate: unary(async (req: contentV1.CreateTaskTemplateRequest__Output, ctx) =>
      toTemplate(
        await taskTemplates.createTemplate(db, tenantOf(ctx), viewerOf(ctx), {
          name: req.name,
          roleKey: req.role_key,
          items: req.items.map((item) => ({
            title: item.title,
            description: item.description,
            kind: item.kind,
            hasDue: item.has_due,
            dueInDays: item.due_in_days,
            formId: item.form_id,
            fileCount: item.file_count,
            acceptedTypes: item.accepted_types,
            fileId: item.file_id,
          })),
        }),
      ),
    ),
    GetTaskReminderSettings: unary(async (_req, ctx) => ({
      email: await reminderEmails(db, tenantOf(ctx), viewerOf(ctx)),
    })),
    SetTaskReminderSettings: unary(async (req: contentV1.TaskReminderSettings__Output, ctx) => ({
      email: await setOwnReminderEmails(db, tenantOf(ctx), viewerOf(ctx), req.email),
    })),
    DeleteTaskTemplate: unary(async (req: contentV1.DeleteTaskTemplateRequest__Output, ctx) => {
      await taskTemplates.deleteTemplate(db, tenantOf(ctx), viewerOf(ctx), req.id);
      return {};
    }),
  };
}
