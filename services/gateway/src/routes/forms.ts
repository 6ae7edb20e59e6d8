/**
 * Forms (spec part 2 §2 form screens, §5 access, §7 calls): the management list, builder
 * autosave, publish/archive/assign, the fill page with its answer draft, responses and CSV.
 * Building forms and reading responses: admin and recruitpro (the route guard, part 2 §6);
 * filling: any member, the forms service applying the fill rule to the form itself.
 */
import { z } from 'zod';
import { invalid } from '@portico/kit';
import { AUDIENCES } from '@portico/rules';
import { route } from '../api/route';
import { text } from '../api/schemas';
import { callContext, requireAuth } from '../auth/principal';
import type { GatewayDeps } from './deps';

const TAG = 'Forms';

const QuestionSchema = z.object({
  id: text(64),
  type: text(40),
  label: text(500),
  required: z.boolean().default(false),
  options: z.union([z.array(text(500)).max(200), text(5000)]).default([]),
  logic: z
    .object({ whenQuestionId: text(64), equals: text(500), showQuestionId: text(64) })
    .nullable()
    .optional(),
});

const ThemeSchema = z.object({
  font: text(60),
  primary: text(20),
  secondary: text(20),
  bg: text(20),
  variant: z.enum(['solid', 'gradient']),
});

export const FormSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    status: z.enum(['draft', 'published', 'archived']),
    schema: z.array(
      z.object({
        id: z.string(),
        type: z.string(),
        label: z.string(),
        required: z.boolean(),
        options: z.array(z.string()),
        logic: z
          .object({ whenQuestionId: z.string(), equals: z.string(), showQuestionId: z.string() })
          .nullable(),
      }),
    ),
    theme: ThemeSchema,
    assigned_roles: z.array(z.string()),
    assigned_user_id: z.string().describe('Empty when the form is not assigned to one person'),
    published: z.boolean(),
    responses_count: z.number(),
    completion_rate: z.number().describe('Share of assigned people who answered, 0..1'),
    version: z.number().describe('Send it back with the next autosave'),
    field_mapping: z.record(z.string(), z.string()),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Form' });

type FormMessage = {
  id: string;
  title: string;
  description: string;
  status: string;
  questions: {
    id: string;
    type: string;
    label: string;
    required: boolean;
    options: string[];
    logic?: { when_question_id: string; equals: string; show_question_id: string } | null;
  }[];
  theme?: { font: string; primary: string; secondary: string; bg: string; variant: string } | null;
  assigned_roles: string[];
  assigned_user_id: string;
  published: boolean;
  responses_count: number;
  completion_rate: number;
  version: number;
  field_mapping: Record<string, string>;
  created_at: string;
  updated_at: string;
};

export const toForm = (f: FormMessage): z.input<typeof FormSchema> => ({
  id: f.id,
  title: f.title,
  description: f.description,
  status: f.status as 'draft' | 'published' | 'archived',
  schema: f.questions.map((q) => ({
    id: q.id,
    type: q.type,
    label: q.label,
    required: q.required,
    options: q.options,
    logic: q.logic
      ? {
          whenQuestionId: q.logic.when_question_id,
          equals: q.logic.equals,
          showQuestionId: q.logic.show_question_id,
        }
      : null,
  })),
  theme: {
    font: f.theme?.font ?? 'Inter',
    primary: f.theme?.primary ?? '#3B82F6',
    secondary: f.theme?.secondary ?? '#6B7280',
    bg: f.theme?.bg ?? '#FFFFFF',
    variant: f.theme?.variant === 'gradient' ? 'gradient' : 'solid',
  },
  assigned_roles: f.assigned_roles,
  assigned_user_id: f.assigned_user_id,
  published: f.published,
  responses_count: f.responses_count,
  completion_rate: f.completion_rate,
  version: f.version,
  field_mapping: f.field_mapping ?? {},
  created_at: f.created_at,
  updated_at: f.updated_at,
});

const toQuestions = (schema: z.output<typeof QuestionSchema>[]) =>
  schema.map((q) => ({
    id: q.id,
    type: q.type,
    label: q.label,
    required: q.required,
    options: typeof q.options === 'string' ? q.options.split(',') : q.options,
    logic: q.logic
      ? {
          when_question_id: q.logic.whenQuestionId,
          equals: q.logic.equals,
          show_question_id: q.logic.showQuestionId,
        }
      : null,
  }));

const ResponseSchema = z
  .object({
    id: z.string(),
    form_id: z.string(),
    user_id: z.string(),
    user_email: z.string(),
    answers: z.record(z.string(), z.unknown()).describe('Keyed by question label'),
    created_at: z.string(),
  })
  .meta({ id: 'FormResponse' });

type ResponseMessage = {
  id: string;
  form_id: string;
  user_id: string;
  user_email: string;
  answers_json: string;
  created_at: string;
};

const toResponse = (r: ResponseMessage): z.input<typeof ResponseSchema> => ({
  id: r.id,
  form_id: r.form_id,
  user_id: r.user_id,
  user_email: r.user_email,
  answers: JSON.parse(r.answers_json || '{}') as Record<string, unknown>,
  created_at: r.created_at,
});

function forms(deps: GatewayDeps) {
  const service = deps.services.forms;
  if (!service) throw new Error('the forms service is not configured');
  return service;
}

const formId = z.object({ id: z.uuid({ error: 'Form not found' }) });
const answersBody = z.record(z.string(), z.unknown());

/** Members the assignment reaches: the denominator of completion_rate. */
async function assigneeCount(
  deps: GatewayDeps,
  ctx: ReturnType<typeof callContext>,
  roles: string[],
  userId: string,
): Promise<number> {
  if (userId) return 1;
  if (roles.length === 0) return 0;
  const { members } = await deps.services.tenancy.ListMembers({}, ctx);
  return members.filter((m) => m.status === 'active' && roles.includes(m.role_key)).length;
}

export const formRoutes = [
  route({
    method: 'GET',
    path: '/api/forms',
    summary: 'Forms of the tenant for form management (archived ones only when asked)',
    tag: TAG,
    allow: AUDIENCES.formBuilders,
    query: z.object({
      limit: z.coerce.number().int().min(1).max(1000).optional(),
      status: z.enum(['all', 'published', 'draft', 'archived']).optional(),
      sort: z.enum(['created_at', 'updated_at', 'title']).optional(),
    }),
    response: z.object({ forms: z.array(FormSchema) }),
    handler: async ({ query, req, deps }) => {
      const { forms: list } = await forms(deps).ListForms(
        {
          limit: query.limit ?? 200,
          status: query.status === 'all' ? '' : (query.status ?? ''),
          sort: query.sort ?? '',
        },
        callContext(req),
      );
      return { forms: list.map(toForm) };
    },
  }),

  route({
    method: 'GET',
    path: '/api/forms/assigned',
    summary:
      'Published forms assigned to the caller (by role, or to them personally), newest first, with whether they answered',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    query: z.object({ limit: z.coerce.number().int().min(1).max(1000).optional() }),
    response: z.object({
      forms: z.array(z.object({ form: FormSchema, answered: z.boolean() })),
    }),
    handler: async ({ query, req, deps }) => {
      const { forms: list } = await forms(deps).ListAssignedForms(
        { limit: query.limit ?? 200 },
        callContext(req),
      );
      return {
        forms: list.map((f) => ({ form: toForm(f.form!), answered: f.answered })),
      };
    },
  }),

  route({
    method: 'POST',
    path: '/api/forms',
    summary:
      'Builder save: without id creates the form; with id and version autosaves it (409 when another tab saved since); published: true publishes',
    tag: TAG,
    allow: AUDIENCES.formBuilders,
    body: z.object({
      id: z.uuid({ error: 'Form not found' }).optional(),
      version: z.number().int().min(0).optional(),
      title: text(200),
      description: text(5000).default(''),
      schema: z.array(QuestionSchema).max(200).default([]),
      theme: ThemeSchema.partial().optional(),
      assigned_roles: z.array(text(40)).max(50).optional(),
      field_mapping: z.record(text(64), text(500)).optional(),
      published: z.boolean().optional(),
    }),
    response: FormSchema,
    handler: async ({ body, req, deps }) => {
      const service = forms(deps);
      const ctx = callContext(req);
      const fields = {
        title: body.title,
        description: body.description,
        questions: toQuestions(body.schema),
        theme: { font: '', primary: '', secondary: '', bg: '', variant: '', ...body.theme },
        field_mapping: body.field_mapping ?? {},
      };
      if (!body.id) {
        const roles = body.assigned_roles ?? [];
        const created = await service.CreateForm(
          { ...fields, assigned_roles: roles, published: body.published ?? false },
          ctx,
        );
        if (roles.length === 0) return toForm(created);
        const count = await assigneeCount(deps, ctx, roles, '');
        return toForm(
          await service.AssignForm(
            { id: created.id, assigned_roles: roles, assignee_count: count },
            ctx,
          ),
        );
      }
      if (body.version === undefined)
        throw invalid('version is required to save a form', 'version');
      let saved = await service.SaveForm(
        { id: body.id, expected_version: body.version, ...fields },
        ctx,
      );
      if (body.assigned_roles) {
        const count = await assigneeCount(deps, ctx, body.assigned_roles, saved.assigned_user_id);
        saved = await service.AssignForm(
          {
            id: body.id,
            assigned_roles: body.assigned_roles,
            assigned_user_id: saved.assigned_user_id,
            assignee_count: count,
          },
          ctx,
        );
      }
      if (body.published && !saved.published)
        saved = await service.PublishForm({ id: body.id }, ctx);
      return toForm(saved);
    },
  }),

  route({
    method: 'PATCH',
    path: '/api/forms',
    summary:
      "Assigns roles or one user, or changes status (archived hides the form: 'Archive this form? It will be hidden from lists.')",
    tag: TAG,
    allow: AUDIENCES.formBuilders,
    body: z.object({
      id: z.uuid({ error: 'Please select a form' }),
      assigned_roles: z.array(text(40)).max(50).optional(),
      assigned_user_id: z
        .union([z.uuid({ error: 'Please select a user' }), z.literal('')])
        .optional(),
      status: z.enum(['published', 'archived']).optional(),
    }),
    response: FormSchema,
    handler: async ({ body, req, deps }) => {
      const service = forms(deps);
      const ctx = callContext(req);
      let form = await service.GetForm({ id: body.id }, ctx);
      if (body.assigned_roles !== undefined || body.assigned_user_id !== undefined) {
        const roles = body.assigned_roles ?? form.assigned_roles;
        const userId = body.assigned_user_id ?? form.assigned_user_id;
        form = await service.AssignForm(
          {
            id: body.id,
            assigned_roles: roles,
            assigned_user_id: userId,
            assignee_count: await assigneeCount(deps, ctx, roles, userId),
          },
          ctx,
        );
      }
      if (body.status === 'archived') form = await service.ArchiveForm({ id: body.id }, ctx);
      if (body.status === 'published') form = await service.PublishForm({ id: body.id }, ctx);
      return toForm(form);
    },
  }),

  route({
    method: 'POST',
    path: '/api/forms/:id/copy',
    summary: 'A draft copy titled "<title> (Copy)"',
    tag: TAG,
    allow: AUDIENCES.formBuilders,
    params: formId,
    response: FormSchema,
    status: 201,
    handler: async ({ params, req, deps }) =>
      toForm(await forms(deps).CopyForm({ id: params.id }, callContext(req))),
  }),

  route({
    method: 'DELETE',
    path: '/api/forms/:id',
    summary: "Deletes a form and its responses ('Delete this form?')",
    tag: TAG,
    allow: AUDIENCES.formBuilders,
    params: formId,
    handler: async ({ params, req, deps }) => {
      await forms(deps).DeleteForm({ id: params.id }, callContext(req));
    },
  }),

  route({
    method: 'GET',
    path: '/api/forms/:id',
    summary:
      "One form for the fill page or the builder: 403 '🚫 You do not have access to this form.' unless admin, the assigned user or an assigned role",
    tag: TAG,
    allow: AUDIENCES.everyMember,
    params: formId,
    response: FormSchema,
    handler: async ({ params, req, deps }) =>
      toForm(await forms(deps).GetFormForFill({ id: params.id }, callContext(req))),
  }),

  route({
    method: 'POST',
    path: '/api/forms/:id/responses',
    summary:
      'Submits answers keyed by question label, validated on the server; a retried submit with the same submission_id stores one response',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    params: formId,
    body: z.object({
      answers: answersBody,
      submission_id: z.string().min(8).max(100),
    }),
    response: ResponseSchema,
    status: 201,
    handler: async ({ params, body, req, deps }) =>
      toResponse(
        await forms(deps).SubmitResponse(
          {
            form_id: params.id,
            answers_json: JSON.stringify(body.answers),
            submission_id: body.submission_id,
            user_email: requireAuth(req).email,
          },
          callContext(req),
        ),
      ),
  }),

  route({
    method: 'GET',
    path: '/api/forms/:id/draft-answers',
    summary: 'The caller’s unsent answers for this form, to resume on any device',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    params: formId,
    response: z.object({ answers: answersBody, updated_at: z.string() }),
    handler: async ({ params, req, deps }) => {
      const draft = await forms(deps).GetAnswerDraft({ id: params.id }, callContext(req));
      return {
        answers: JSON.parse(draft.answers_json || '{}') as Record<string, unknown>,
        updated_at: draft.updated_at,
      };
    },
  }),

  route({
    method: 'PUT',
    path: '/api/forms/:id/draft-answers',
    summary: 'Saves the caller’s unsent answers as they type',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    params: formId,
    body: z.object({ answers: answersBody }),
    response: z.object({ answers: answersBody, updated_at: z.string() }),
    handler: async ({ params, body, req, deps }) => {
      const draft = await forms(deps).SaveAnswerDraft(
        { form_id: params.id, answers_json: JSON.stringify(body.answers) },
        callContext(req),
      );
      return {
        answers: JSON.parse(draft.answers_json) as Record<string, unknown>,
        updated_at: draft.updated_at,
      };
    },
  }),

  route({
    method: 'GET',
    path: '/api/form-responses',
    summary: 'Responses of one form, newest first, with the form',
    tag: TAG,
    allow: AUDIENCES.formBuilders,
    query: z.object({ formId: z.uuid({ error: 'Form not found' }) }),
    response: z.object({ form: FormSchema, responses: z.array(ResponseSchema) }),
    handler: async ({ query, req, deps }) => {
      const { form, responses } = await forms(deps).ListResponses(
        { form_id: query.formId, limit: 5000 },
        callContext(req),
      );
      return { form: toForm(form!), responses: responses.map(toResponse) };
    },
  }),

  route({
    method: 'GET',
    path: '/api/form-responses/export',
    summary: 'Responses of one form as CSV (cells a spreadsheet would run as formulas defused)',
    tag: TAG,
    allow: AUDIENCES.formBuilders,
    query: z.object({ formId: z.uuid({ error: 'Form not found' }) }),
    streams: { out: 'text/csv' },
    handler: async ({ query, req, res, deps }) => {
      const csv = await forms(deps).ExportResponsesCsv({ form_id: query.formId }, callContext(req));
      res
        .status(200)
        .type('text/csv; charset=utf-8')
        .setHeader('Content-Disposition', `attachment; filename="${csv.file_name}"`)
        .send(csv.csv);
    },
  }),

  route({
    method: 'DELETE',
    path: '/api/form-responses/:id',
    summary: 'Deletes one response',
    tag: TAG,
    allow: AUDIENCES.formBuilders,
    params: z.object({ id: z.uuid({ error: 'Response not found' }) }),
    handler: async ({ params, req, deps }) => {
      await forms(deps).DeleteResponse({ id: params.id }, callContext(req));
    },
  }),
];
