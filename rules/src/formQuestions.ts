/**
 * A form's question kinds (docs/product.md §3), in the builder's menu order: the forms service
 * accepts exactly these, and the builder and the fill page draw them.
 */
export const QUESTION_KINDS = [
  'short',
  'long',
  'choice',
  'multi',
  'dropdown',
  'rating',
  'date',
  'file',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The kinds answered by picking from the question's options. */
export const CHOICE_KINDS: ReadonlySet<QuestionKind> = new Set(['choice', 'multi', 'dropdown']);

/** The fill page's older names for the same kinds (docs/product.md §3). */
const ALIASES: Readonly<Record<string, QuestionKind>> = {
  short_answer: 'short',
  text: 'short',
  long_answer: 'long',
  longtext: 'long',
  file_upload: 'file',
};

const KINDS: ReadonlySet<string> = new Set(QUESTION_KINDS);

/** The kind a type names, in any case and by its older names; undefined for an unknown type. */
export function questionKindOf(type: string): QuestionKind | undefined {
  const t = type.trim().toLowerCase();
  return KINDS.has(t) ? (t as QuestionKind) : ALIASES[t];
}
