/**
 * The fill page's reading of a form's schema (docs/product.md §3): question types with their older
 * aliases, the logic that shows and hides questions, and the theme's colours. The server applies
 * the same rules again on submit (services/forms/src/domain/answers.ts); these only keep what the
 * member sees in step with what the server will accept.
 */
import type { components } from '@portico/frontend-kit';
import { questionKindOf, type QuestionKind } from '@portico/rules';

export type Form = components['schemas']['Form'];
export type Question = Form['schema'][number];
export type Theme = Form['theme'];
/** Answers keyed by question label, as the server stores them. */
export type Answers = Record<string, unknown>;

export { QUESTION_KINDS, type QuestionKind } from '@portico/rules';

/** The canonical kind of a question (rules/src/formQuestions.ts); an unknown type is asked as short text. */
export function kindOf(question: Pick<Question, 'type'>): QuestionKind {
  return questionKindOf(question.type) ?? 'short';
}

const asText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The questions shown for these answers: a question some rule targets is shown only while one
 * of those rules holds (its trigger is itself shown and answered with the rule's value).
 */
export function visibleQuestions(questions: readonly Question[], answers: Answers): Question[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const memo = new Map<string, boolean>();
  const visible = (q: Question): boolean => {
    const known = memo.get(q.id);
    if (known !== undefined) return known;
    // A cycle counts as hidden rather than looping (the builder refuses cycles anyway).
    memo.set(q.id, false);
    const rules = questions.filter((r) => r.logic?.showQuestionId === q.id);
    const shown =
      rules.length === 0 ||
      rules.some((rule) => {
        const when = byId.get(rule.logic!.whenQuestionId);
        if (!when || !visible(when)) return false;
        const answer = answers[when.label];
        const expected = rule.logic!.equals.trim();
        return Array.isArray(answer)
          ? answer.some((a) => asText(a) === expected)
          : String(answer ?? '').trim() === expected;
      });
    memo.set(q.id, shown);
    return shown;
  };
  return questions.filter(visible);
}

/** Only the answers of shown questions: hidden ones are not sent (the server ignores them too). */
export function answersToSend(questions: readonly Question[], answers: Answers): Answers {
  const sent: Answers = {};
  for (const q of visibleQuestions(questions, answers)) {
    const value = answers[q.label];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
      continue;
    sent[q.label] = value;
  }
  return sent;
}

/**
 * The question a server message names: the forms service quotes the label ('Please answer
 * "Email"', '"Rating": a rating from 1 to 5'), so the message can sit under its question.
 */
export function questionOfMessage(questions: readonly Question[], message: string) {
  const quoted = /"([^"]+)"/.exec(message)?.[1];
  return quoted === undefined ? undefined : questions.find((q) => q.label === quoted);
}

const channels = (hex: string) => {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const value = m ? parseInt(m[1]!, 16) : 0xffffff;
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const luminance = (hex: string) => {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/**
 * Text colour for a theme colour: whichever of near-black and white reads better on it. The
 * spec's default primary (#3B82F6) is only 3.7:1 against white, so a fixed white label would
 * fail WCAG AA; near-black reaches 4.8:1.
 */
export function readableOn(background: string): string {
  return contrast(background, '#0f172a') >= contrast(background, '#ffffff') ? '#0f172a' : '#ffffff';
}

const hex = (value: string, fallback: string) =>
  /^#[0-9a-f]{6}$/i.test(value.trim()) ? value.trim() : fallback;

/** The theme as CSS custom properties the form's styles read (tenant-app.css, .form-theme). */
export function themeStyle(theme: Theme): Record<string, string> {
  const primary = hex(theme.primary, '#3B82F6');
  const secondary = hex(theme.secondary, '#6B7280');
  const bg = hex(theme.bg, '#FFFFFF');
  return {
    '--form-font': `${theme.font || 'Inter'}, system-ui, sans-serif`,
    '--form-primary': primary,
    '--form-on-primary': readableOn(primary),
    '--form-secondary': secondary,
    '--form-bg': bg,
    '--form-text': readableOn(bg),
    '--form-backdrop':
      theme.variant === 'gradient' ? `linear-gradient(135deg, ${primary}, ${secondary})` : bg,
  };
}
