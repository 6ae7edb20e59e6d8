/**
 * What the builder and the management screen add to the fill page's reading of a form
 * (../render/questions): the question types with the names the add-question menu shows,
 * option lists as typed, the theme's defaults, and the rule that shows a question.
 */
import {
  kindOf,
  type Form,
  type Question,
  type QuestionKind,
  type Theme,
} from '../render/questions';

export type { Form, Question, Theme };

export const QUESTION_TYPES = [
  { type: 'short', label: 'Short answer' },
  { type: 'long', label: 'Long answer' },
  { type: 'choice', label: 'Multiple choice' },
  { type: 'multi', label: 'Checkboxes' },
  { type: 'dropdown', label: 'Dropdown' },
  { type: 'rating', label: 'Rating (1–5)' },
  { type: 'date', label: 'Date' },
  { type: 'file', label: 'File upload' },
] as const satisfies readonly { type: QuestionKind; label: string }[];

export type QuestionType = QuestionKind;

/** The type's canonical name (the aliases short_answer, text, … read as their types). */
export const canonicalType = (type: string): QuestionType => kindOf({ type });

export const typeLabel = (type: string) =>
  QUESTION_TYPES.find((q) => q.type === canonicalType(type))?.label ?? type;

export const hasOptions = (type: string) =>
  ['choice', 'multi', 'dropdown'].includes(canonicalType(type));

/** docs/product.md §5: options are comma separated, trimmed, and empties dropped. */
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
