/**
 * How the responses screen reads an answer (docs/product.md §2): names from the first/last-name
 * answers, the first http answer as the résumé or file, and what to show for each value.
 */
export type AnswerMap = Record<string, unknown>;

const isHttp = (value: unknown): value is string =>
  typeof value === 'string' && /^https?:\/\//i.test(value.trim());

const answerFor = (answers: AnswerMap, pattern: RegExp) => {
  const key = Object.keys(answers).find((label) => pattern.test(label));
  const value = key === undefined ? undefined : answers[key];
  return typeof value === 'string' ? value.trim() : '';
};

/** 'First Last' from the answers whose labels name them; empty when neither was asked. */
export function respondentName(answers: AnswerMap): string {
  const first = answerFor(answers, /first[\s_-]*name/i);
  const last = answerFor(answers, /(last|sur|family)[\s_-]*name/i);
  return [first, last].filter(Boolean).join(' ');
}

/** The first answer that is a link (a file question's answer, a résumé URL), if any. */
export function firstFileUrl(answers: AnswerMap): string | undefined {
  return Object.values(answers).find(isHttp)?.trim();
}

/** The content service's file id when the link is one of this portal's file downloads. */
export function portalFileId(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    if (typeof location !== 'undefined' && parsed.origin !== location.origin) return undefined;
    return /^\/api\/files\/([0-9a-f-]{36})(?:\/download)?$/i.exec(parsed.pathname)?.[1];
  } catch {
    return undefined;
  }
}

export type Shown =
  | { kind: 'lines'; lines: string[] }
  | { kind: 'link'; url: string }
  | { kind: 'none' }
  | { kind: 'invalid' };

/**
 * A value as the detail panel shows it: text split into its lines, links as links. The forms
 * service stores a multiple-choice answer as a list of options and a rating as a number; those
 * are answers, shown as text. Anything else (an object, a flag) is '⚠️ Invalid answer'.
 */
export function showAnswer(value: unknown): Shown {
  if (value === undefined || value === null || value === '') return { kind: 'none' };
  if (isHttp(value)) return { kind: 'link', url: value.trim() };
  if (typeof value === 'string') return { kind: 'lines', lines: value.split(/\r?\n/) };
  if (typeof value === 'number' && Number.isFinite(value))
    return { kind: 'lines', lines: [String(value)] };
  if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
    return value.length === 0 ? { kind: 'none' } : { kind: 'lines', lines: [value.join(', ')] };
  return { kind: 'invalid' };
}
