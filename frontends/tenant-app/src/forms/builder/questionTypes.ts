/**
 * What the builder and the management screen add to the fill page's reading of a form
 * (../render/questions): the question types with the names the add-question menu shows,
 * option lists as typed, the theme's defaults, and the rule that shows a question.
 */
import { CHOICE_KINDS } from '@portico/rules';
import { defineMessages, type Intl } from '../../i18n';
import {
  kindOf,
  QUESTION_KINDS,
  type Form,
  type Question,
  type QuestionKind,
  type Theme,
} from '../render/questions';

export type { Form, Question, Theme };

const TYPE_LABELS = defineMessages({
  short: { id: 'builder.type.short' },
  long: { id: 'builder.type.long' },
  choice: { id: 'builder.type.choice' },
  multi: { id: 'builder.type.multi' },
  dropdown: { id: 'builder.type.dropdown' },
  rating: { id: 'builder.type.rating' },
  date: { id: 'builder.type.date' },
  file: { id: 'builder.type.file' },
});

/** The question types in the add-question menu's order. */
export const QUESTION_TYPES = QUESTION_KINDS;

export type QuestionType = QuestionKind;

/** The type's canonical name (the aliases short_answer, text, … read as their types). */
export const canonicalType = (type: string): QuestionType => kindOf({ type });

export const typeLabel = (intl: Intl, type: string) => {
  const kind = canonicalType(type);
  return Object.hasOwn(TYPE_LABELS, kind)
    ? intl.formatMessage(TYPE_LABELS[kind as keyof typeof TYPE_LABELS])
    : type;
};

/** The options a new choice question starts with ("Option 1, Option 2"). */
export const defaultOptions = (intl: Intl) =>
  [1, 2].map((n) => intl.formatMessage({ id: 'builder.option' }, { n }));

export const hasOptions = (type: string) => CHOICE_KINDS.has(canonicalType(type));

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
