/**
 * The builder's draft and the pure changes made to it: add a question of a type, move one,
 * change one, remove one (and the logic that named it). The server checks the same rules on
 * save (docs/product.md §3); these keep the draft valid as the admin types.
 */
import type { Intl } from '../../i18n';
import {
  DEFAULT_THEME,
  canonicalType,
  defaultOptions,
  hasOptions,
  typeLabel,
  type Form,
  type Question,
  type QuestionType,
  type Theme,
} from './questionTypes';

export interface Draft {
  title: string;
  description: string;
  schema: Question[];
  theme: Theme;
  assigned_roles: string[];
  /** Webhook payload field → question label; kept so a save never drops it. */
  field_mapping: Record<string, string>;
}

export const emptyDraft = (): Draft => ({
  title: '',
  description: '',
  schema: [],
  theme: { ...DEFAULT_THEME },
  assigned_roles: [],
  field_mapping: {},
});

/** A loaded form as a draft; each rule is kept on the question it shows, where the editor is. */
export function draftOf(form: Form): Draft {
  const schema = form.schema.map((q) => ({ ...q, type: canonicalType(q.type) }));
  for (const holder of schema) {
    const rule = holder.logic;
    if (!rule || rule.showQuestionId === holder.id) continue;
    const target = schema.find((q) => q.id === rule.showQuestionId);
    if (target && !target.logic) {
      target.logic = rule;
      holder.logic = null;
    }
  }
  return {
    title: form.title,
    description: form.description,
    schema,
    theme: form.theme,
    assigned_roles: form.assigned_roles,
    field_mapping: form.field_mapping,
  };
}

let sequence = 0;
/** Ids the server accepts (`[\w-]{1,64}`) and no other question of this draft has. */
function newId(existing: readonly Question[]): string {
  let id: string;
  do {
    sequence += 1;
    id = `q_${Date.now().toString(36)}_${sequence}`;
  } while (existing.some((q) => q.id === id));
  return id;
}

/** Answers are keyed by label, so a new question gets a label no other question has. */
function freshLabel(intl: Intl, type: QuestionType, existing: readonly Question[]): string {
  const base = typeLabel(intl, type);
  const taken = new Set(existing.map((q) => q.label.toLowerCase()));
  for (let n = 1; ; n += 1) {
    const label = n === 1 ? base : `${base} ${n}`;
    if (!taken.has(label.toLowerCase())) return label;
  }
}

export function addQuestion(
  intl: Intl,
  schema: readonly Question[],
  type: QuestionType,
): Question[] {
  const question: Question = {
    id: newId(schema),
    type,
    label: freshLabel(intl, type, schema),
    required: false,
    options: hasOptions(type) ? defaultOptions(intl) : [],
    logic: null,
  };
  return [...schema, question];
}

/** Moves the question at `index` by one place; out of range leaves the list as it was. */
export function moveQuestion(schema: readonly Question[], index: number, to: number): Question[] {
  if (index < 0 || index >= schema.length || to < 0 || to >= schema.length || to === index)
    return [...schema];
  const list = [...schema];
  const [moved] = list.splice(index, 1);
  list.splice(to, 0, moved!);
  return list;
}

export function updateQuestion(
  intl: Intl,
  schema: readonly Question[],
  id: string,
  change: Partial<Question>,
): Question[] {
  return schema.map((q) => {
    if (q.id !== id) return q;
    const next = { ...q, ...change };
    if (change.type && !hasOptions(change.type)) next.options = [];
    if (change.type && hasOptions(change.type) && next.options.length === 0)
      next.options = defaultOptions(intl);
    return next;
  });
}

/** Removes a question and every rule that named it, so no logic points at nothing. */
export function removeQuestion(schema: readonly Question[], id: string): Question[] {
  return schema
    .filter((q) => q.id !== id)
    .map((q) =>
      q.logic && (q.logic.whenQuestionId === id || q.logic.showQuestionId === id)
        ? { ...q, logic: null }
        : q,
    );
}

/** Labels two questions share (case-insensitive): the server refuses them. */
export function duplicateLabels(schema: readonly Question[]): string[] {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const q of schema) {
    const key = q.label.trim().toLowerCase();
    if (seen.has(key)) dupes.add(q.label.trim());
    seen.add(key);
  }
  return [...dupes];
}

/** 'Last saved Ns/m/h ago' (docs/product.md §2). */
export function lastSavedText(intl: Intl, savedAt: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - savedAt) / 1000));
  const [unit, count] =
    seconds < 60
      ? ['s', seconds]
      : seconds < 3600
        ? ['m', Math.floor(seconds / 60)]
        : ['h', Math.floor(seconds / 3600)];
  return intl.formatMessage({ id: 'builder.lastSaved' }, { unit, count });
}
