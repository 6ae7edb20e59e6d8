/**
 * Forms (docs/product.md §2 form screens, §5 access, §7 calls): the management list, builder
 * autosave, publish/archive/assign, the fill page with its answer draft, responses and CSV.
 * Building forms and reading responses: admin and recruitpro (the route guard, docs/product.md §6);
 * filling: any member, the forms service applying the fill rule to the form itself.
 */
import { z } from 'zod';
import { invalid } from '@portico/kit';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { text } from '../../api/schemas';
import { callContext, requireAuth } from '../../auth/principal';
import { answersOf, toForm, toQuestions, toResponse } from './map';
import { AnswersSchema, FormSchema, QuestionSchema, ResponseSchema, ThemeSchema } from './schemas';

const TAG = 'Forms';

const formId = z.object({ id: z.uuid({ error: 'Form not found' }) });

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
      const { forms: list } = await deps.services.forms.ListForms(
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
      const { forms: list } = await deps.services.forms.ListAssignedForms(
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
      const service = deps.services.forms;
      const ctx = callContext(req);
      const fields = {
        title: body.title,
        description: body.description,
        questions: toQuestions(body.schema),
        theme: { font: '', primary: '', secondary: '', bg: '', variant: '', ...body.theme },
        field_mapping: body.field_mapping ?? {},
      };
      if (!body.id) {
        return toForm(
          await service.CreateForm(
            {
              ...fields,
              assigned_roles: body.assigned_roles ?? [],
              published: body.published ?? false,
            },
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
        saved = await service.AssignForm(
          {
            id: body.id,
            assigned_roles: body.assigned_roles,
            assigned_user_id: saved.assigned_user_id,
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
      const service = deps.services.forms;
      const ctx = callContext(req);
      let form = await service.GetForm({ id: body.id }, ctx);
      if (body.assigned_roles !== undefined || body.assigned_user_id !== undefined) {
        form = await service.AssignForm(
          {
            id: body.id,
            assigned_roles: body.assigned_roles ?? form.assigned_roles,
            assigned_user_id: body.assigned_user_id ?? form.assigned_user_id,
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
      toForm(await deps.services.forms.CopyForm({ id: params.id }, callContext(req))),
  }),

  route({
    method: 'DELETE',
    path: '/api/forms/:id',
    summary: "Deletes a form and its responses ('Delete this form?')",
    tag: TAG,
    allow: AUDIENCES.formBuilders,
    params: formId,
    handler: async ({ params, req, deps }) => {
      await deps.services.forms.DeleteForm({ id: params.id }, callContext(req));
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
      toForm(await deps.services.forms.GetFormForFill({ id: params.id }, callContext(req))),
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
      answers: AnswersSchema,
      submission_id: z.string().min(8).max(100),
    }),
    response: ResponseSchema,
    status: 201,
    handler: async ({ params, body, req, deps }) =>
      toResponse(
        await deps.services.forms.SubmitResponse(
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
    response: z.object({ answers: AnswersSchema, updated_at: z.string() }),
    handler: async ({ params, req, deps }) => {
      const draft = await deps.services.forms.GetAnswerDraft({ id: params.id }, callContext(req));
      return {
        answers: answersOf(draft.answers_json),
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
    body: z.object({ answers: AnswersSchema }),
    response: z.object({ answers: AnswersSchema, updated_at: z.string() }),
    handler: async ({ params, body, req, deps }) => {
      const draft = await deps.services.forms.SaveAnswerDraft(
        { form_id: params.id, answers_json: JSON.stringify(body.answers) },
        callContext(req),
      );
      return {
        answers: answersOf(draft.answers_json),
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
      const { form, responses } = await deps.services.forms.ListResponses(
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
      const csv = await deps.services.forms.ExportResponsesCsv(
        { form_id: query.formId },
        callContext(req),
      );
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
      await deps.services.forms.DeleteResponse({ id: params.id }, callContext(req));
    },
  }),
];
