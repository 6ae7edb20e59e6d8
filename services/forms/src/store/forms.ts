/** SQL for forms, responses and answer drafts (run inside db.tenantTransaction: RLS applies). */
import {
  OUTBOX_COLUMNS,
  outboxParams,
  outboxValues,
  type OutboxEntry,
  type Queryable,
} from '@portico/kit';
import type { QuestionKind } from '@portico/rules';

/** The question types a form may hold (rules/src/formQuestions.ts). */
export type QuestionType = QuestionKind;

/** Show one question when another's answer equals a value; named as the API's messages name it. */
export interface Logic {
  when_question_id: string;
  equals: string;
  show_question_id: string;
}

export interface Question {
  id: string;
  type: QuestionType;
  label: string;
  required: boolean;
  options: string[];
  logic: Logic | null;
}

export interface Theme {
  font: string;
  primary: string;
  secondary: string;
  bg: string;
  variant: 'solid' | 'gradient';
}

export interface FormRow {
  id: string;
  tenant_id: string;
  title: string;
  description: string;
  status: 'draft' | 'published' | 'archived';
  questions: Question[];
  theme: Theme;
  assigned_roles: string[];
  assigned_user_id: string | null;
  assignee_count: number;
  field_mapping: Record<string, string>;
  version: number;
  created_by: string;
  created_at: Date;
  updated_at: Date;
  responses_count: number;
  respondents: number;
}

/** A form's own columns, without the counts of its responses. */
export type FormColumns = Omit<FormRow, 'responses_count' | 'respondents'>;

/** Columns plus the live counts, so responses_count and completion_rate are never stale. */
const COLUMNS = `f.*,
  (SELECT count(*)::int FROM form_responses r WHERE r.form_id = f.id) AS responses_count,
  (SELECT count(DISTINCT r.user_id)::int FROM form_responses r WHERE r.form_id = f.id) AS respondents`;
const SELECT = `SELECT ${COLUMNS} FROM forms f`;

export interface NewForm {
  id: string;
  tenant_id: string;
  title: string;
  description: string;
  status: 'draft' | 'published';
  questions: Question[];
  theme: Theme;
  assigned_roles: string[];
  assigned_user_id: string | null;
  /** Members the assignment reaches (domain/assignment.ts); 0 until it is assigned. */
  assignee_count?: number;
  field_mapping: Record<string, string>;
  created_by: string;
}

export async function insertForm(db: Queryable, form: NewForm): Promise<void> {
  await db.query(
    `INSERT INTO forms (id, tenant_id, title, description, status, questions, theme,
                        assigned_roles, assigned_user_id, assignee_count, field_mapping, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      form.id,
      form.tenant_id,
      form.title,
      form.description,
      form.status,
      JSON.stringify(form.questions),
      JSON.stringify(form.theme),
      form.assigned_roles,
      form.assigned_user_id,
      form.assignee_count ?? 0,
      JSON.stringify(form.field_mapping),
      form.created_by,
    ],
  );
}

export async function findForm(db: Queryable, id: string): Promise<FormRow | null> {
  const { rows } = await db.query<FormRow>(`${SELECT} WHERE f.id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * The form without its counts, for the member's fill, draft and submit paths that never show
 * them: counting reads every response of the form, so on a form with many answers it was
 * most of a submit's cost (bench/README.md, "POST /api/forms/{id}/responses").
 */
export async function findFormToFill(db: Queryable, id: string): Promise<FormColumns | null> {
  const { rows } = await db.query<FormRow>(`SELECT f.* FROM forms f WHERE f.id = $1`, [id]);
  return rows[0] ?? null;
}

const ORDER: Record<string, string> = {
  created_at: 'f.created_at DESC',
  updated_at: 'f.updated_at DESC',
  title: 'lower(f.title) ASC',
};

export async function listForms(
  db: Queryable,
  filter: {
    status?: string;
    limit: number;
    sort?: string;
    visibleTo?: { userId: string; roles: string[] };
  },
): Promise<FormRow[]> {
  const { sql, params } = listQuery(filter);
  return (await db.query<FormRow>(sql, params)).rows;
}

/** The forms `viewer` may fill, each with whether they answered it, in one statement. */
export async function listFormsToFill(
  db: Queryable,
  filter: { limit: number; viewer: { userId: string; roles: string[] } },
): Promise<(FormRow & { answered: boolean })[]> {
  const { sql, params } = listQuery(
    { status: 'published', limit: filter.limit, sort: 'created_at', visibleTo: filter.viewer },
    `EXISTS (SELECT 1 FROM form_responses a WHERE a.form_id = f.id AND a.user_id = $1) AS answered`,
  );
  // The member's dashboard asks this on every visit; its text is fixed, so it is prepared
  // once per connection (services/kit/src/db/README.md, "Prepared statements").
  return (
    await db.query<FormRow & { answered: boolean }>(sql, params, {
      prepareAs: 'forms.list_to_fill',
    })
  ).rows;
}

function listQuery(
  filter: Parameters<typeof listForms>[1],
  /** A column over the form, where $1 is the visible-to user's id. */
  extraColumn?: string,
): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.visibleTo) {
    params.push(filter.visibleTo.userId, filter.visibleTo.roles);
    where.push(
      `(f.assigned_user_id = $1 OR (f.assigned_user_id IS NULL AND f.assigned_roles && $2::text[]))`,
    );
  }
  if (filter.status) {
    params.push(filter.status);
    where.push(`f.status = $${params.length}`);
  } else where.push(`f.status <> 'archived'`);
  params.push(filter.limit);
  const order = ORDER[filter.sort ?? ''] ?? ORDER.created_at;
  const columns = extraColumn ? `${COLUMNS}, ${extraColumn}` : COLUMNS;
  return {
    sql: `SELECT ${columns} FROM forms f WHERE ${where.join(' AND ')} ORDER BY ${order}, f.id LIMIT $${params.length}`,
    params,
  };
}

/** Replaces the builder's fields when `version` is still the stored one; null when it is not. */
export async function saveForm(
  db: Queryable,
  id: string,
  version: number,
  fields: Pick<NewForm, 'title' | 'description' | 'questions' | 'theme' | 'field_mapping'>,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE forms SET title = $3, description = $4, questions = $5, theme = $6, field_mapping = $7,
            version = version + 1, updated_at = now()
      WHERE id = $1 AND version = $2`,
    [
      id,
      version,
      fields.title,
      fields.description,
      JSON.stringify(fields.questions),
      JSON.stringify(fields.theme),
      JSON.stringify(fields.field_mapping),
    ],
  );
  return (rowCount ?? 0) > 0;
}

export async function setStatus(db: Queryable, id: string, status: FormRow['status']) {
  await db.query(
    `UPDATE forms SET status = $2, version = version + 1, updated_at = now() WHERE id = $1`,
    [id, status],
  );
}

export async function setAssignment(
  db: Queryable,
  id: string,
  roles: string[],
  userId: string | null,
  assigneeCount: number,
) {
  await db.query(
    `UPDATE forms SET assigned_roles = $2, assigned_user_id = $3, assignee_count = $4,
            version = version + 1, updated_at = now() WHERE id = $1`,
    [id, roles, userId, assigneeCount],
  );
}

export async function deleteForm(db: Queryable, id: string): Promise<void> {
  await db.query(`DELETE FROM forms WHERE id = $1`, [id]);
}

export interface ResponseRow {
  id: string;
  tenant_id: string;
  form_id: string;
  user_id: string;
  user_email: string;
  answers: Record<string, unknown>;
  submission_id: string;
  created_at: Date;
}

/**
 * A submit in one statement: the response (once per form, user and submission id), the
 * removal of the member's answer draft and the response's events in the outbox, all only when
 * the form is still at `formVersion`, the version its answers were validated against. Answers
 * 'stale' when the form changed or is gone (nothing written), 'replayed' when this submission
 * id was already stored (nothing written: findSubmission reads it), else 'created'.
 */
export async function insertSubmission(
  db: Queryable,
  row: ResponseRow,
  formVersion: number,
  events: readonly OutboxEntry[],
): Promise<'created' | 'replayed' | 'stale'> {
  const first = 10;
  const values = events.map((_, i) => outboxValues(first + i * 8)).join(', ');
  const { rows } = await db.query<{ form_current: boolean; created: boolean }>(
    `WITH form AS (SELECT id FROM forms WHERE id = $3::uuid AND version = $9::int),
     stored AS (
       INSERT INTO form_responses (id, tenant_id, form_id, user_id, user_email, answers,
                                   submission_id, created_at)
       SELECT $1::uuid, $2::uuid, form.id, $4::uuid, $5::text, $6::jsonb, $7::text, $8::timestamptz
         FROM form
       ON CONFLICT (form_id, user_id, submission_id) DO NOTHING
       RETURNING id),
     draft AS (
       DELETE FROM form_answer_drafts d USING stored WHERE d.form_id = $3::uuid AND d.user_id = $4::uuid),
     events AS (
       INSERT INTO ${OUTBOX_COLUMNS}
       SELECT * FROM (VALUES ${values}) e WHERE EXISTS (SELECT 1 FROM stored))
     SELECT EXISTS (SELECT 1 FROM form) AS form_current, EXISTS (SELECT 1 FROM stored) AS created`,
    [
      row.id,
      row.tenant_id,
      row.form_id,
      row.user_id,
      row.user_email,
      JSON.stringify(row.answers),
      row.submission_id,
      row.created_at,
      formVersion,
      ...events.flatMap(outboxParams),
    ],
    // Every submit runs it: planned once per connection (services/kit/src/db/README.md).
    { prepareAs: `forms.insert_submission_${events.length}` },
  );
  const result = rows[0];
  if (!result?.form_current) return 'stale';
  return result.created ? 'created' : 'replayed';
}

/** The response stored for a submission id (a retried submit answers it again). */
export async function findSubmission(
  db: Queryable,
  formId: string,
  userId: string,
  submissionId: string,
): Promise<ResponseRow | null> {
  const { rows } = await db.query<ResponseRow>(
    `SELECT * FROM form_responses WHERE form_id = $1 AND user_id = $2 AND submission_id = $3`,
    [formId, userId, submissionId],
  );
  return rows[0] ?? null;
}

export async function listResponses(db: Queryable, formId: string, limit: number) {
  const { rows } = await db.query<ResponseRow>(
    `SELECT * FROM form_responses WHERE form_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [formId, limit],
  );
  return rows;
}

export async function findResponse(db: Queryable, id: string): Promise<ResponseRow | null> {
  const { rows } = await db.query<ResponseRow>(`SELECT * FROM form_responses WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function deleteResponse(db: Queryable, id: string) {
  await db.query(`DELETE FROM form_responses WHERE id = $1`, [id]);
}

export async function findDraft(db: Queryable, formId: string, userId: string) {
  const { rows } = await db.query<{ answers: Record<string, unknown>; updated_at: Date }>(
    `SELECT answers, updated_at FROM form_answer_drafts WHERE form_id = $1 AND user_id = $2`,
    [formId, userId],
  );
  return rows[0] ?? null;
}

export async function upsertDraft(
  db: Queryable,
  tenantId: string,
  formId: string,
  userId: string,
  answers: Record<string, unknown>,
) {
  const { rows } = await db.query<{ answers: Record<string, unknown>; updated_at: Date }>(
    `INSERT INTO form_answer_drafts (tenant_id, form_id, user_id, answers) VALUES ($1, $2, $3, $4)
     ON CONFLICT (form_id, user_id) DO UPDATE SET answers = EXCLUDED.answers, updated_at = now()
     RETURNING answers, updated_at`,
    [tenantId, formId, userId, JSON.stringify(answers)],
  );
  return rows[0]!;
}

export async function deleteDraft(db: Queryable, formId: string, userId: string) {
  await db.query(`DELETE FROM form_answer_drafts WHERE form_id = $1 AND user_id = $2`, [
    formId,
    userId,
  ]);
}
