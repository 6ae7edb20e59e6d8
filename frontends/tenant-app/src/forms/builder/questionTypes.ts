/**
 * A form as the gateway answers it (spec part 2 §3), and the rules every forms screen shares:
 * question types with their names, option lists, and which questions logic shows.
 */
import type { components } from '@portico/frontend-kit';

export type Form = components['schemas']['Form'];
export type Question = Form['schema'][number];
export type Theme = Form['theme'];

export const QUESTION_TYPES = [
  { type: 'short', label: 'Short answer' },
  { type: 'long', label: 'Long answer' },
  { type: 'choice', label: 'Multiple choice' },
  { type: 'multi', label: 'Checkboxes' },
  { type: 'dropdown', label: 'Dropdown' },
  { type: 'rating', label: 'Rating (1–5)' },
  { type: 'date', label: 'Date' },
  { type: 'file', label: 'File upload' },
] as const;

export type QuestionType = (typeof QUESTION_TYPES)[number]['type'];

/** The fill page's older names for the same types (spec part 2 §3). */
const ALIASES: Record<string, QuestionType> = {
  short_answer: 'short',
  text: 'short',
  long_answer: 'long',
  longtext: 'long',
  file_upload: 'file',
};

export function canonicalType(type: string): QuestionType {
  const t = type.trim().toLowerCase();
  const known = QUESTION_TYPES.find((q) => q.type === t)?.type;
  return known ?? ALIASES[t] ?? 'short';
}

export const typeLabel = (type: string) =>
  QUESTION_TYPES.find((q) => q.type === canonicalType(type))?.label ?? type;

export const hasOptions = (type: string) =>
  ['choice', 'multi', 'dropdown'].includes(canonicalType(type));

/** Spec part 2 §5: options are comma separated, trimmed, and empties dropped. */
export function parseOptions(input: string): string[] {
  return input
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
}

export const DEFAULT_THEME: Theme = {
  font: 'Inter',
  primary: '#3B82F6',
  secondary: '#6B7280',
  bg: '#FFFFFF',
  variant: 'solid',
};

/** The rule that shows a question, wherever the builder stored it. */
export function ruleShowing(questions: readonly Question[], id: string) {
  return questions.find((q) => q.logic?.showQuestionId === id)?.logic ?? null;
}
