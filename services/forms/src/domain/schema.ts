/**
 * A form's schema (docs/product.md §3): questions with logic, and the theme. Pure: the builder's
 * input is normalised here and refused with the builder's words before anything is stored.
 */
import { invalid } from '@portico/kit';
import { CHOICE_KINDS, QUESTION_KINDS, questionKindOf } from '@portico/rules';
import type { Logic, Question, QuestionType, Theme } from '../store/forms';

// A question's and a theme's shapes are the form row's (store/forms.ts); the rules are here.
export type { Logic, Question, QuestionType, Theme };

/** The kinds and their older names are the product's (rules/src/formQuestions.ts). */
export const QUESTION_TYPES = QUESTION_KINDS;
export const CHOICE_TYPES = CHOICE_KINDS;

export const DEFAULT_THEME: Theme = {
  font: 'Inter',
  primary: '#3B82F6',
  secondary: '#6B7280',
  bg: '#FFFFFF',
  variant: 'solid',
};

export interface QuestionInput {
  id?: string;
  type?: string;
  label?: string;
  required?: boolean;
  options?: readonly string[] | string;
  logic?: {
    when_question_id?: string;
    equals?: string;
    show_question_id?: string;
  } | null;
}

export const canonicalType = (type: string): QuestionType | undefined => questionKindOf(type);

/** Comma-separated or listed options, trimmed, empties dropped, duplicates kept once. */
export function cleanOptions(options: readonly string[] | string | undefined): string[] {
  const list = typeof options === 'string' ? options.split(',') : (options ?? []);
  return [...new Set(list.map((o) => o.trim()).filter(Boolean))];
}

const HEX = /^#[0-9a-fA-F]{6}$/;

export function normaliseTheme(
  theme: Partial<Record<keyof Theme, string>> | null | undefined,
): Theme {
  const pick = (key: 'primary' | 'secondary' | 'bg') => {
    const value = theme?.[key]?.trim();
    if (!value) return DEFAULT_THEME[key];
    if (!HEX.test(value)) throw invalid(`Theme colour ${key} must look like #3B82F6`, 'theme');
    return value.toUpperCase();
  };
  const font = theme?.font?.trim() || DEFAULT_THEME.font;
  if (font.length > 60) throw invalid('Theme font name is too long', 'theme');
  const variant = theme?.variant?.trim() || DEFAULT_THEME.variant;
  if (variant !== 'solid' && variant !== 'gradient')
    throw invalid('Theme variant must be solid or gradient', 'theme');
  return { font, primary: pick('primary'), secondary: pick('secondary'), bg: pick('bg'), variant };
}

export const MAX_QUESTIONS = 200;

/**
 * The builder's questions, normalised and checked: known types, labels present and unique
 * (answers are keyed by label), options for choice types, logic naming questions that exist
 * and never forming a cycle.
 */
export function normaliseQuestions(input: readonly QuestionInput[]): Question[] {
  if (input.length > MAX_QUESTIONS)
    throw invalid(`A form holds at most ${MAX_QUESTIONS} questions`, 'too_many_questions');
  const questions = input.map((q, index): Question => {
    const n = index + 1;
    const id = (q.id ?? '').trim();
    if (!/^[\w-]{1,64}$/.test(id)) throw invalid(`Question ${n} needs an id`, 'question_id');
    const type = canonicalType(q.type ?? '');
    if (!type)
      throw invalid(`Question ${n} has an unknown type "${q.type ?? ''}"`, 'question_type');
    const label = (q.label ?? '').trim();
    if (!label) throw invalid(`Question ${n} needs a label`, 'question_label');
    if (label.length > 500) throw invalid(`Question ${n}'s label is too long`, 'question_label');
    const options = CHOICE_TYPES.has(type) ? cleanOptions(q.options) : [];
    if (CHOICE_TYPES.has(type) && options.length === 0)
      throw invalid(`Question "${label}" needs at least one option`, 'question_options');
    const when = q.logic?.when_question_id?.trim() ?? '';
    const show = q.logic?.show_question_id?.trim() ?? '';
    const logic =
      when || show
        ? { when_question_id: when, equals: q.logic?.equals ?? '', show_question_id: show }
        : null;
    return { id, type, label, required: Boolean(q.required), options, logic };
  });
  const ids = new Set<string>();
  const labels = new Set<string>();
  for (const q of questions) {
    if (ids.has(q.id)) throw invalid(`Two questions share the id "${q.id}"`, 'question_id');
    if (labels.has(q.label.toLowerCase()))
      throw invalid(`Two questions are labelled "${q.label}"`, 'question_label');
    ids.add(q.id);
    labels.add(q.label.toLowerCase());
  }
  for (const q of questions) {
    if (!q.logic) continue;
    const { when_question_id: when, show_question_id: show } = q.logic;
    if (!ids.has(when) || !ids.has(show))
      throw invalid(`The logic of "${q.label}" names a question that does not exist`, 'logic');
    if (when === show)
      throw invalid(`The logic of "${q.label}" makes a question depend on itself`, 'logic');
  }
  if (hasCycle(questions)) throw invalid('The form’s logic goes round in a circle', 'logic_cycle');
  return questions;
}

/** Edges when → show; a cycle would leave a question both shown and hidden by itself. */
function hasCycle(questions: readonly Question[]): boolean {
  const edges = new Map<string, string[]>();
  for (const q of questions) {
    if (!q.logic) continue;
    const list = edges.get(q.logic.when_question_id) ?? [];
    list.push(q.logic.show_question_id);
    edges.set(q.logic.when_question_id, list);
  }
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (id: string): boolean => {
    if (state.get(id) === 'done') return false;
    if (state.get(id) === 'visiting') return true;
    state.set(id, 'visiting');
    for (const next of edges.get(id) ?? []) if (visit(next)) return true;
    state.set(id, 'done');
    return false;
  };
  return [...edges.keys()].some(visit);
}
