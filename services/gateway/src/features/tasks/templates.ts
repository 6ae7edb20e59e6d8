/**
 * Task templates (issue 28 item 1): staff keep checklists for a role ("Client onboarding"),
 * which content applies to whoever accepts an invitation for that role; and each person's
 * choice of task reminder emails. The gateway checks
 * what content cannot: that the role is one of the tenant's and each linked form is one of
 * its forms (forms live in the forms service).
 */
import { z } from 'zod';
import { invalid } from '@portico/kit';
import type { contentV1 } from '@portico/proto';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { text } from '../../api/schemas';
import { callContext } from '../../auth/principal';

const TAG = 'Tasks';
const KINDS = ['todo', 'form', 'file_request', 'approval'] as const;

const ItemSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    kind: z.enum(KINDS),
    due_in_days: z.number().int().nullable().describe('Due this many days after joining'),
    form_id: z.string().nullable(),
    file_count: z.number().int().nullable(),
    accepted_types: z.array(z.string()),
    file_id: z
      .string()
      .nullable()
      .describe('approval: the file whose current version the new member is asked to approve'),
  })
  .meta({ id: 'TaskTemplateItem' });

const TemplateSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    role_key: z.string().describe('Applied when someone accepts an invitation for this role'),
    items: z.array(ItemSchema),
    created_by: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'TaskTemplate' });

const toTemplate = (t: contentV1.TaskTemplate__Output): z.infer<typeof TemplateSchema> => ({
  id: t.id,
  name: t.name,
  role_key: t.role_key,
  items: t.items.map((item) => ({
    title: item.title,
    description: item.description,
    kind: item.kind as (typeof KINDS)[number],
    due_in_days: item.has_due ? item.due_in_days : null,
    form_id: item.form_id || null,
    file_count: item.kind === 'file_request' ? item.file_count : null,
    accepted_types: item.accepted_types,
    file_id: item.file_id || null,
  })),
  created_by: t.created_by,
  created_at: t.created_at,
});

const itemBody = z
  .object({
    title: text(200),
    description: text(4000).optional(),
    kind: z.enum(KINDS, {
      error: 'An item is a to-do, a form, a file request or an approval of a file',
    }),
    due_in_days: z
      .number({ error: 'An item is due 0 to 365 days after joining' })
      .int('An item is due 0 to 365 days after joining')
      .nullable()
      .optional(),
    form_id: z.uuid({ error: 'Choose the form to fill' }).optional(),
    file_count: z.number().int().optional(),
    accepted_types: z.array(text(20)).max(20).optional(),
    file_id: z.uuid({ error: 'Choose the file to approve' }).optional(),
  })
  .strict();

const ReminderSettingsSchema = z
  .object({
    email: z
      .boolean({ error: 'Say whether to email reminders' })
      .describe('Emails the day before a task is due and on the day'),
  })
  .strict();

export const taskTemplateRoutes = [
  route({
    method: 'GET',
    path: '/api/tasks/reminders',
    summary:
      'Whether the caller gets an email the day before each of their tasks is due and on the day (default yes)',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    response: ReminderSettingsSchema,
    handler: async ({ req, deps }) => ({
      email: (await deps.services.content.GetTaskReminderSettings({}, callContext(req))).email,
    }),
  }),

  route({
    method: 'PUT',
    path: '/api/tasks/reminders',
    summary: 'The caller turns their task reminder emails on or off, in this workspace',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    body: ReminderSettingsSchema,
    response: ReminderSettingsSchema,
    handler: async ({ body, req, deps }) => ({
      email: (await deps.services.content.SetTaskReminderSettings(body, callContext(req))).email,
    }),
  }),

  route({
    method: 'GET',
    path: '/api/task-templates',
    summary: 'The workspace’s task templates, each with its role and items',
    tag: TAG,
    allow: AUDIENCES.admins,
    response: z.object({ templates: z.array(TemplateSchema) }),
    handler: async ({ req, deps }) => {
      const { templates } = await deps.services.content.ListTaskTemplates({}, callContext(req));
      return { templates: templates.map(toTemplate) };
    },
  }),

  route({
    method: 'POST',
    path: '/api/task-templates',
    status: 201,
    summary:
      'A checklist for a role: whoever accepts an invitation for it gets each item as their task',
    tag: TAG,
    allow: AUDIENCES.admins,
    body: z
      .object({
        name: text(120),
        role_key: text(60),
        items: z.array(itemBody).max(50, 'A template has at most 50 items'),
      })
      .strict(),
    response: TemplateSchema,
    handler: async ({ body, req, deps }) => {
      const context = callContext(req);
      const { roles } = await deps.services.tenancy.ListTenantRoles({}, context);
      if (!roles.some((r) => r.role_key === body.role_key && r.role_key !== 'admin'))
        throw invalid('Choose one of this workspace’s client or team roles', 'role_key');
      // A linked form must be one of this tenant's (NOT_FOUND otherwise).
      for (const item of body.items)
        if (item.kind === 'form' && item.form_id)
          await deps.services.forms.GetForm({ id: item.form_id }, context);
      return toTemplate(
        await deps.services.content.CreateTaskTemplate(
          {
            name: body.name,
            role_key: body.role_key,
            items: body.items.map((item) => ({
              title: item.title,
              description: item.description ?? '',
              kind: item.kind,
              has_due: item.due_in_days !== undefined && item.due_in_days !== null,
              due_in_days: item.due_in_days ?? 0,
              form_id: item.form_id ?? '',
              file_count: item.file_count ?? 0,
              accepted_types: item.accepted_types ?? [],
              file_id: item.file_id ?? '',
            })),
          },
          context,
        ),
      );
    },
  }),

  route({
    method: 'DELETE',
    path: '/api/task-templates/:id',
    summary: 'Deletes a template; the tasks it already gave stay',
    tag: TAG,
    allow: AUDIENCES.admins,
    params: z.object({ id: z.uuid({ error: 'Template not found' }) }),
    handler: async ({ params, req, deps }) => {
      await deps.services.content.DeleteTaskTemplate({ id: params.id }, callContext(req));
    },
  }),
];
