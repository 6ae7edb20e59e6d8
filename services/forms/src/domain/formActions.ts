/**
 * What callers do with forms, each in one tenant-scoped transaction. Who may do it (spec part 2
 * §5–§6): admins and team members (AUDIENCES.formBuilders) build forms and read responses; a member fills a published form
 * assigned to them or to one of their roles; a personally assigned form reaches that user only.
 */
import { randomUUID } from 'node:crypto';
import {
  conflict,
  forbidden,
  invalid,
  notFound,
  type CallContext,
  type Database,
  type Tx,
} from '@portico/kit';
import { AUDIENCES, inAudience } from '@portico/rules';
import { responseSubmittedEvents } from '../events/publish';
import * as store from '../store/forms';
import type { FormColumns, FormRow } from '../store/forms';
import {
  mapFields,
  parseAnswers,
  validateAnswers,
  type Answers,
  type ValidatedAnswers,
} from './answers';
import { assigneeCount, type Member } from './assignment';
import { FormsToFill } from './formsToFill';
import { normaliseQuestions, normaliseTheme, type QuestionInput, type Theme } from './schema';

export interface Viewer {
  userId: string;
  roles: readonly string[];
  email?: string;
  /**
   * The call context as received, gateway token included: a call made on the viewer's behalf
   * (content's GetFile) passes it on, since a service may not vouch for a caller itself.
   */
  caller?: Partial<CallContext>;
}

export interface FormDeps {
  db: Database;
  /** Whether the viewer uploaded the file through the content service (a file answer). */
  fileOwnedBy(tenantId: string, viewer: Viewer, fileId: string): Promise<boolean>;
  /** The tenant's members as tenancy lists them, asked as the viewer (an assignment's reach). */
  membersOf(tenantId: string, viewer: Viewer): Promise<Member[]>;
  /** The forms as last read for a submit; one per process when not given. */
  formsToFill?: FormsToFill;
}

export const NO_ACCESS = '🚫 You do not have access to this form.';
export const FORM_NOT_FOUND = 'Form not found';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const canManage = (viewer: Viewer) => inAudience(AUDIENCES.formBuilders, viewer.roles);

/** docs/product.md §5: admin, or the assigned user, or a role in assigned_roles (published forms). */
export function canFill(viewer: Viewer, form: FormColumns): boolean {
  if (canManage(viewer)) return true;
  if (form.status !== 'published') return false;
  if (form.assigned_user_id) return form.assigned_user_id === viewer.userId;
  return form.assigned_roles.some((r) => viewer.roles.includes(r));
}

function requireManager(viewer: Viewer) {
  if (!canManage(viewer)) throw forbidden('Only admins can manage forms', 'not_form_manager');
}

async function formOr404(tx: Tx, id: string): Promise<FormRow> {
  const form = UUID.test(id) ? await store.findForm(tx, id) : null;
  if (!form) throw notFound(FORM_NOT_FOUND, 'form_not_found');
  return form;
}

/** The form a member fills (no counts: see store.findFormToFill), or 404, or 403 without access. */
async function formToFill(tx: Tx, viewer: Viewer, id: string) {
  const form = UUID.test(id) ? await store.findFormToFill(tx, id) : null;
  if (!form) throw notFound(FORM_NOT_FOUND, 'form_not_found');
  if (!canFill(viewer, form)) throw forbidden(NO_ACCESS, 'no_form_access');
  return form;
}

export interface FormDraft {
  title: string;
  description: string;
  questions: readonly QuestionInput[];
  theme: Partial<Theme> | null;
  fieldMapping: Record<string, string>;
}

function cleanDraft(draft: FormDraft) {
  const title = draft.title.trim();
  if (!title) throw invalid('Please enter a form title', 'title');
  if (title.length > 200) throw invalid('The title is too long', 'title');
  const mapping: Record<string, string> = {};
  for (const [field, label] of Object.entries(draft.fieldMapping)) {
    if (!/^[A-Za-z][\w]{0,63}$/.test(field))
      throw invalid(`Mapping field "${field}" must be a plain name`, 'field_mapping');
    mapping[field] = label.trim();
  }
  return {
    title,
    description: draft.description.trim().slice(0, 5000),
    questions: normaliseQuestions(draft.questions),
    theme: normaliseTheme(draft.theme),
    field_mapping: mapping,
  };
}

const cleanRoles = (roles: readonly string[]) =>
  [...new Set(roles.map((r) => r.trim()).filter(Boolean))].filter((r) =>
    /^[a-z][\w-]{0,39}$/.test(r),
  );

export async function createForm(
  deps: FormDeps,
  tenantId: string,
  viewer: Viewer,
  draft: FormDraft & { assignedRoles: string[]; assignedUserId: string; published: boolean },
): Promise<FormRow> {
  requireManager(viewer);
  const clean = cleanDraft(draft);
  if (draft.assignedUserId && !UUID.test(draft.assignedUserId))
    throw invalid('Please select a user', 'assigned_user_id');
  const id = randomUUID();
  const roles = cleanRoles(draft.assignedRoles);
  const reach = await reachOf(deps, tenantId, viewer, roles, draft.assignedUserId);
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    await store.insertForm(tx, {
      ...clean,
      id,
      tenant_id: tenantId,
      status: draft.published ? 'published' : 'draft',
      assigned_roles: roles,
      assigned_user_id: draft.assignedUserId || null,
      assignee_count: reach,
      created_by: viewer.userId,
    });
    return (await store.findForm(tx, id))!;
  });
}

/** Builder autosave: refused when another tab saved since `expectedVersion`. */
export function saveForm(
  deps: FormDeps,
  tenantId: string,
  viewer: Viewer,
  id: string,
  expectedVersion: number,
  draft: FormDraft,
): Promise<FormRow> {
  requireManager(viewer);
  const clean = cleanDraft(draft);
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const form = await formOr404(tx, id);
    if (!(await store.saveForm(tx, form.id, expectedVersion, clean)))
      throw conflict(
        'This form was changed in another tab or by someone else. Reload to see the newest version.',
        'stale_version',
      );
    return (await store.findForm(tx, id))!;
  });
}

export function setStatus(
  deps: FormDeps,
  tenantId: string,
  viewer: Viewer,
  id: string,
  status: FormRow['status'],
): Promise<FormRow> {
  requireManager(viewer);
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const form = await formOr404(tx, id);
    await store.setStatus(tx, form.id, status);
    return (await store.findForm(tx, id))!;
  });
}

export function copyForm(deps: FormDeps, tenantId: string, viewer: Viewer, id: string) {
  requireManager(viewer);
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const form = await formOr404(tx, id);
    const copyId = randomUUID();
    await store.insertForm(tx, {
      id: copyId,
      tenant_id: tenantId,
      title: `${form.title} (Copy)`.slice(0, 200),
      description: form.description,
      status: 'draft',
      questions: form.questions,
      theme: form.theme,
      assigned_roles: form.assigned_roles,
      assigned_user_id: form.assigned_user_id,
      field_mapping: form.field_mapping,
      created_by: viewer.userId,
    });
    return (await store.findForm(tx, copyId))!;
  });
}

export function deleteForm(deps: FormDeps, tenantId: string, viewer: Viewer, id: string) {
  requireManager(viewer);
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const form = await formOr404(tx, id);
    await store.deleteForm(tx, form.id);
  });
}

/** How many members an assignment reaches; tenancy is asked only when roles decide it. */
async function reachOf(
  deps: FormDeps,
  tenantId: string,
  viewer: Viewer,
  roles: string[],
  userId: string,
): Promise<number> {
  const members = !userId && roles.length > 0 ? await deps.membersOf(tenantId, viewer) : [];
  return assigneeCount(members, roles, userId);
}

export async function assignForm(
  deps: FormDeps,
  tenantId: string,
  viewer: Viewer,
  id: string,
  roles: string[],
  userId: string,
): Promise<FormRow> {
  requireManager(viewer);
  if (!id) throw invalid('Please select a form', 'form_id');
  if (userId && !UUID.test(userId)) throw invalid('Please select a user', 'assigned_user_id');
  const assigned = cleanRoles(roles);
  const reach = await reachOf(deps, tenantId, viewer, assigned, userId);
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const form = await formOr404(tx, id);
    await store.setAssignment(tx, form.id, assigned, userId || null, reach);
    return (await store.findForm(tx, id))!;
  });
}

export function listForms(
  deps: FormDeps,
  tenantId: string,
  viewer: Viewer,
  request: { limit: number; status: string; sort: string },
) {
  requireManager(viewer);
  const limit = Math.min(Math.max(request.limit || 200, 1), 1000);
  const status = ['published', 'draft', 'archived'].includes(request.status)
    ? request.status
    : undefined;
  return deps.db.tenantTransaction(tenantId, (tx) =>
    store.listForms(tx, { limit, status, sort: request.sort }),
  );
}

/**
 * A member's published forms (personal ones only their own), with whether they answered: one
 * statement, so a scoped read, one round trip to the server (kit db README, "Scoped reads").
 */
export function listAssignedForms(deps: FormDeps, tenantId: string, viewer: Viewer, limit: number) {
  return deps.db.tenantRead(tenantId, async (read) => {
    const forms = await store.listFormsToFill(read, {
      limit: Math.min(Math.max(limit || 200, 1), 1000),
      viewer: { userId: viewer.userId, roles: [...viewer.roles] },
    });
    return forms.map(({ answered, ...form }) => ({ form, answered }));
  });
}

export function getForm(deps: FormDeps, tenantId: string, viewer: Viewer, id: string) {
  requireManager(viewer);
  return deps.db.tenantTransaction(tenantId, (tx) => formOr404(tx, id));
}

export function getFormForFill(deps: FormDeps, tenantId: string, viewer: Viewer, id: string) {
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const form = await formOr404(tx, id);
    if (!canFill(viewer, form)) throw forbidden(NO_ACCESS, 'no_form_access');
    return form;
  });
}

/**
 * One response per submission id, its events and the draft's removal, in one statement of the
 * caller's transaction, as long as `form` is still the stored version; null when it is not.
 */
async function storeResponse(
  tx: Tx,
  viewer: Viewer,
  form: FormColumns,
  answers: ValidatedAnswers['answers'],
  submissionId: string,
): Promise<store.ResponseRow | null> {
  const row: store.ResponseRow = {
    id: randomUUID(),
    tenant_id: form.tenant_id,
    form_id: form.id,
    user_id: viewer.userId,
    user_email: viewer.email ?? '',
    answers,
    submission_id: submissionId,
    created_at: new Date(),
  };
  const events = responseSubmittedEvents(tx, form, row, mapFields(form.field_mapping, answers));
  const outcome = await store.insertSubmission(tx, row, form.version, events);
  if (outcome === 'stale') return null;
  if (outcome === 'created') return row;
  return store.findSubmission(tx, form.id, viewer.userId, submissionId);
}

/** The answers checked against `form`, or undefined where it refuses them (access, validation). */
function acceptedBy(viewer: Viewer, form: FormColumns, raw: Answers) {
  if (!canFill(viewer, form)) return undefined;
  try {
    return validateAnswers(form.questions, raw);
  } catch {
    return undefined;
  }
}

/** Tries to store a submit against the stored form this many times while it keeps changing. */
const STORE_ATTEMPTS = 3;

/**
 * Reads the form, checks access and answers, and stores the response unless a file answer
 * not in `filesChecked` needs checking with content first (then answers what to check).
 */
async function storeAgainstStoredForm(
  deps: FormDeps,
  tx: Tx,
  viewer: Viewer,
  formId: string,
  raw: Answers,
  submissionId: string,
  filesChecked: readonly string[],
) {
  for (let attempt = 1; ; attempt += 1) {
    const form = await formToFill(tx, viewer, formId);
    formsToFill(deps).remember(form);
    const valid = validateAnswers(form.questions, raw);
    const unchecked = valid.fileIds.filter((id) => !filesChecked.includes(id));
    if (unchecked.length > 0) return { form, fileIds: unchecked, stored: null };
    const stored = await storeResponse(tx, viewer, form, valid.answers, submissionId);
    if (stored) return { stored };
    // The form changed between reading and storing (or was deleted): read it again.
    if (attempt >= STORE_ATTEMPTS)
      throw conflict('This form was just changed. Please try again.', 'form_changed');
  }
}

const FORMS_TO_FILL = new FormsToFill();
const formsToFill = (deps: FormDeps) => deps.formsToFill ?? FORMS_TO_FILL;

/** Validates, checks file ownership, stores once per submission id and publishes the event. */
export async function submitResponse(
  deps: FormDeps,
  tenantId: string,
  viewer: Viewer,
  request: { formId: string; answersJson: string; submissionId: string },
): Promise<store.ResponseRow> {
  const raw = parseAnswers(request.answersJson);
  const submissionId = request.submissionId.trim() || randomUUID();
  if (submissionId.length > 100) throw invalid('Submission id is too long', 'submission_id');
  // Most submits: the form as last read (FormsToFill) accepts the answers, and the response is
  // stored in one statement that checks the form is still that version. Otherwise the form is
  // read in the same transaction; a refusal is always decided on the stored form. File answers
  // are checked with content in between, outside any transaction, and the form read again.
  const remembered = formsToFill(deps).get(tenantId, request.formId);
  const checked = await deps.db.tenantTransaction(tenantId, async (tx) => {
    const valid = remembered && acceptedBy(viewer, remembered, raw);
    if (remembered && valid && valid.fileIds.length === 0) {
      const stored = await storeResponse(tx, viewer, remembered, valid.answers, submissionId);
      if (stored) return { stored };
    }
    if (remembered) formsToFill(deps).forget(tenantId, request.formId);
    return storeAgainstStoredForm(deps, tx, viewer, request.formId, raw, submissionId, []);
  });
  if (checked.stored) return checked.stored;
  for (const fileId of checked.fileIds)
    if (!(await deps.fileOwnedBy(tenantId, viewer, fileId)))
      throw invalid('A file answer must be a file you uploaded', 'file_not_owned');
  const stored = await deps.db.tenantTransaction(tenantId, (tx) =>
    storeAgainstStoredForm(deps, tx, viewer, checked.form.id, raw, submissionId, checked.fileIds),
  );
  // A form changed meanwhile to take another file answer: that file was not checked.
  if (!stored.stored)
    throw conflict('This form was just changed. Please try again.', 'form_changed');
  return stored.stored;
}

export function listResponses(
  deps: FormDeps,
  tenantId: string,
  viewer: Viewer,
  formId: string,
  limit: number,
) {
  requireManager(viewer);
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const form = await formOr404(tx, formId);
    const responses = await store.listResponses(
      tx,
      form.id,
      Math.min(Math.max(limit || 500, 1), 5000),
    );
    return { form, responses };
  });
}

export function deleteResponse(deps: FormDeps, tenantId: string, viewer: Viewer, id: string) {
  requireManager(viewer);
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const found = UUID.test(id) ? await store.findResponse(tx, id) : null;
    if (!found) throw notFound('Response not found', 'response_not_found');
    await store.deleteResponse(tx, found.id);
  });
}

export function getAnswerDraft(deps: FormDeps, tenantId: string, viewer: Viewer, formId: string) {
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const form = await formToFill(tx, viewer, formId);
    return store.findDraft(tx, form.id, viewer.userId);
  });
}

export function saveAnswerDraft(
  deps: FormDeps,
  tenantId: string,
  viewer: Viewer,
  formId: string,
  answersJson: string,
) {
  const answers = parseAnswers(answersJson);
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const form = await formToFill(tx, viewer, formId);
    return store.upsertDraft(tx, tenantId, form.id, viewer.userId, answers);
  });
}
