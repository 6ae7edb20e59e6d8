/** FormsService over gRPC: decode, call one domain function, encode. */
import { invalid, unary, unauthenticated, type CallContext } from '@portico/kit';
import type { formsV1 } from '@portico/proto';
import { responsesCsv } from '../domain/csv';
import { completionRate } from '../domain/assignment';
import * as actions from '../domain/formActions';
import type { FormDeps, Viewer } from '../domain/formActions';
import type { FormRow, ResponseRow } from '../store/forms';

function viewerOf(ctx: CallContext, email?: string): Viewer {
  if (!ctx.userId) throw unauthenticated();
  return { userId: ctx.userId, roles: ctx.roles, email, caller: ctx };
}

function tenantOf(ctx: CallContext): string {
  if (!ctx.tenantId)
    throw invalid('No active tenant selected. Please switch a workspace first.', 'no_tenant');
  return ctx.tenantId;
}

export function toForm(row: FormRow): formsV1.Form {
  return {
    id: row.id,
    tenant_id: row.tenant_id,
    title: row.title,
    description: row.description,
    status: row.status,
    questions: row.questions,
    theme: row.theme,
    assigned_roles: row.assigned_roles,
    assigned_user_id: row.assigned_user_id ?? '',
    published: row.status === 'published',
    responses_count: row.responses_count ?? 0,
    completion_rate: completionRate(row),
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    version: row.version,
    field_mapping: row.field_mapping,
  };
}

export const toResponse = (row: ResponseRow): formsV1.FormResponse => ({
  id: row.id,
  form_id: row.form_id,
  tenant_id: row.tenant_id,
  user_id: row.user_id,
  user_email: row.user_email,
  answers_json: JSON.stringify(row.answers),
  created_at: row.created_at.toISOString(),
});

type DraftFields = {
  title: string;
  description: string;
  questions: formsV1.Question__Output[];
  theme: formsV1.Theme__Output | null;
  field_mapping?: Record<string, string>;
};

const draftOf = (req: DraftFields): actions.FormDraft => ({
  title: req.title,
  description: req.description,
  questions: req.questions,
  theme: req.theme as actions.FormDraft['theme'],
  fieldMapping: req.field_mapping ?? {},
});

export function formsHandlers(deps: FormDeps): formsV1.FormsServiceHandlers {
  return {
    ListForms: unary(async (req: formsV1.ListFormsRequest__Output, ctx) => ({
      forms: (
        await actions.listForms(deps, tenantOf(ctx), viewerOf(ctx), {
          limit: req.limit,
          status: req.status,
          sort: req.sort,
        })
      ).map(toForm),
    })),
    ListAssignedForms: unary(async (req: formsV1.ListAssignedFormsRequest__Output, ctx) => ({
      forms: (await actions.listAssignedForms(deps, tenantOf(ctx), viewerOf(ctx), req.limit)).map(
        ({ form, answered }) => ({ form: toForm(form), answered }),
      ),
    })),
    GetForm: unary(async (req: formsV1.GetFormRequest__Output, ctx) =>
      toForm(await actions.getForm(deps, tenantOf(ctx), viewerOf(ctx), req.id)),
    ),
    CreateForm: unary(async (req: formsV1.CreateFormRequest__Output, ctx) =>
      toForm(
        await actions.createForm(deps, tenantOf(ctx), viewerOf(ctx), {
          ...draftOf(req),
          assignedRoles: req.assigned_roles,
          assignedUserId: req.assigned_user_id,
          published: req.published,
        }),
      ),
    ),
    SaveForm: unary(async (req: formsV1.SaveFormRequest__Output, ctx) =>
      toForm(
        await actions.saveForm(
          deps,
          tenantOf(ctx),
          viewerOf(ctx),
          req.id,
          req.expected_version,
          draftOf(req),
        ),
      ),
    ),
    PublishForm: unary(async (req: formsV1.FormIdRequest__Output, ctx) =>
      toForm(await actions.setStatus(deps, tenantOf(ctx), viewerOf(ctx), req.id, 'published')),
    ),
    ArchiveForm: unary(async (req: formsV1.FormIdRequest__Output, ctx) =>
      toForm(await actions.setStatus(deps, tenantOf(ctx), viewerOf(ctx), req.id, 'archived')),
    ),
    CopyForm: unary(async (req: formsV1.FormIdRequest__Output, ctx) =>
      toForm(await actions.copyForm(deps, tenantOf(ctx), viewerOf(ctx), req.id)),
    ),
    DeleteForm: unary(async (req: formsV1.FormIdRequest__Output, ctx) => {
      await actions.deleteForm(deps, tenantOf(ctx), viewerOf(ctx), req.id);
      return {};
    }),
    AssignForm: unary(async (req: formsV1.AssignFormRequest__Output, ctx) =>
      toForm(
        await actions.assignForm(
          deps,
          tenantOf(ctx),
          viewerOf(ctx),
          req.id,
          req.assigned_roles,
          req.assigned_user_id,
        ),
      ),
    ),
    GetFormForFill: unary(async (req: formsV1.FormIdRequest__Output, ctx) =>
      toForm(await actions.getFormForFill(deps, tenantOf(ctx), viewerOf(ctx), req.id)),
    ),
    SubmitResponse: unary(async (req: formsV1.SubmitResponseRequest__Output, ctx) =>
      toResponse(
        await actions.submitResponse(deps, tenantOf(ctx), viewerOf(ctx, req.user_email), {
          formId: req.form_id,
          answersJson: req.answers_json,
          submissionId: req.submission_id,
        }),
      ),
    ),
    ListResponses: unary(async (req: formsV1.ListResponsesRequest__Output, ctx) => {
      const { form, responses } = await actions.listResponses(
        deps,
        tenantOf(ctx),
        viewerOf(ctx),
        req.form_id,
        req.limit,
      );
      return { form: toForm(form), responses: responses.map(toResponse) };
    }),
    ExportResponsesCsv: unary(async (req: formsV1.ExportResponsesCsvRequest__Output, ctx) => {
      const { form, responses } = await actions.listResponses(
        deps,
        tenantOf(ctx),
        viewerOf(ctx),
        req.form_id,
        5000,
      );
      const csv = responsesCsv(form, responses);
      return { file_name: csv.fileName, csv: csv.csv, rows: csv.rows };
    }),
    DeleteResponse: unary(async (req: formsV1.DeleteResponseRequest__Output, ctx) => {
      await actions.deleteResponse(deps, tenantOf(ctx), viewerOf(ctx), req.id);
      return {};
    }),
    GetAnswerDraft: unary(async (req: formsV1.FormIdRequest__Output, ctx) => {
      const draft = await actions.getAnswerDraft(deps, tenantOf(ctx), viewerOf(ctx), req.id);
      return {
        form_id: req.id,
        answers_json: JSON.stringify(draft?.answers ?? {}),
        updated_at: draft?.updated_at.toISOString() ?? '',
      };
    }),
    SaveAnswerDraft: unary(async (req: formsV1.SaveAnswerDraftRequest__Output, ctx) => {
      const draft = await actions.saveAnswerDraft(
        deps,
        tenantOf(ctx),
        viewerOf(ctx),
        req.form_id,
        req.answers_json,
      );
      return {
        form_id: req.form_id,
        answers_json: JSON.stringify(draft.answers),
        updated_at: draft.updated_at.toISOString(),
      };
    }),
  };
}
