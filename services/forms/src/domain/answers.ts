/**
 * Answers checked against a form's questions on the server (the fill page's checks are a
 * convenience): required, types, option membership, rating 1–5, dates, logic. Pure except for
 * the file check, which asks the content service who uploaded the file.
 */
import { invalid } from '@portico/kit';
import type { Question } from './schema';

export type Answers = Record<string, unknown>;

const asText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A question targeted by logic is shown only while some rule aimed at it holds. */
export function visibleQuestions(questions: readonly Question[], answers: Answers): Question[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const memo = new Map<string, boolean>();
  const visible = (q: Question): boolean => {
    const known = memo.get(q.id);
    if (known !== undefined) return known;
    memo.set(q.id, false);
    const rules = questions.filter((r) => r.logic?.show_question_id === q.id);
    const shown =
      rules.length === 0 ||
      rules.some((rule) => {
        const when = byId.get(rule.logic!.when_question_id);
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

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** The file id inside an answer URL made by the fill page: …/api/files/{uuid}/download. */
export function fileIdOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return /\/api\/files\/([0-9a-f-]{36})(?:\/download)?$/i.exec(url.pathname)?.[1];
  } catch {
    return undefined;
  }
}

export interface ValidatedAnswers {
  /** Keyed by label; hidden and unknown questions dropped. */
  answers: Record<string, string | string[] | number>;
  /** File ids the caller must own, checked against content before storing. */
  fileIds: string[];
}

/** Checks every visible question's answer; the first problem is refused with its label. */
export function validateAnswers(questions: readonly Question[], raw: Answers): ValidatedAnswers {
  const answers: ValidatedAnswers['answers'] = {};
  const fileIds: string[] = [];
  for (const q of visibleQuestions(questions, raw)) {
    const value = raw[q.label];
    const empty =
      value === undefined ||
      value === null ||
      (typeof value === 'string' && value.trim() === '') ||
      (Array.isArray(value) && value.length === 0);
    if (empty) {
      if (q.required) throw invalid(`Please answer "${q.label}"`, 'required');
      continue;
    }
    const bad = (what: string) => invalid(`"${q.label}": ${what}`, 'invalid_answer');
    switch (q.type) {
      case 'short':
      case 'long': {
        if (typeof value !== 'string') throw bad('expected text');
        const max = q.type === 'short' ? 1000 : 20000;
        if (value.length > max) throw bad(`at most ${max} characters`);
        answers[q.label] = q.type === 'short' ? value.trim() : value;
        break;
      }
      case 'choice':
      case 'dropdown': {
        if (typeof value !== 'string' || !q.options.includes(value.trim()))
          throw bad('choose one of the options');
        answers[q.label] = value.trim();
        break;
      }
      case 'multi': {
        const list = Array.isArray(value) ? value : [value];
        if (!list.every((v) => typeof v === 'string' && q.options.includes(v.trim())))
          throw bad('choose from the options');
        answers[q.label] = [...new Set(list.map((v) => (v as string).trim()))];
        break;
      }
      case 'rating': {
        const n = typeof value === 'string' ? Number(value) : value;
        if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 5)
          throw bad('a rating from 1 to 5');
        answers[q.label] = n;
        break;
      }
      case 'date': {
        if (typeof value !== 'string' || !isRealDate(value.trim()))
          throw bad('a date (YYYY-MM-DD)');
        answers[q.label] = value.trim();
        break;
      }
      case 'file': {
        const id = typeof value === 'string' ? fileIdOf(value.trim()) : undefined;
        if (!id) throw bad('upload a file');
        fileIds.push(id);
        answers[q.label] = value as string;
        break;
      }
    }
  }
  return { answers, fileIds };
}

/** The answers JSON a caller sent: an object, else refused. */
export function parseAnswers(json: string): Answers {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json || '{}');
  } catch {
    throw invalid('Answers must be a JSON object', 'answers_json');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw invalid('Answers must be a JSON object', 'answers_json');
  if (json.length > 500_000) throw invalid('Answers are too large', 'answers_json');
  if (Object.values(parsed).some((value) => depthOf(value) > ANSWER_DEPTH))
    throw invalid('An answer is nested too deeply to be a form’s answer', 'answers_json');
  return parsed as Answers;
}

/**
 * How deep an answer may nest: a value, a list of values (checkboxes) or a small record of
 * them (a file's id and name). A draft is saved unchecked against its questions, so without
 * this bound it would keep any JSON at all, 1,000 levels deep included.
 */
const ANSWER_DEPTH = 3;

function depthOf(value: unknown, limit = ANSWER_DEPTH + 1): number {
  if (value === null || typeof value !== 'object' || limit === 0) return 0;
  let deepest = 0;
  for (const child of Object.values(value as Record<string, unknown>))
    deepest = Math.max(deepest, depthOf(child, limit - 1));
  return 1 + deepest;
}

/** The per-form field mapping applied to validated answers (webhook field → answer text). */
export function mapFields(
  mapping: Record<string, string>,
  answers: ValidatedAnswers['answers'],
): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [field, label] of Object.entries(mapping)) {
    const value = answers[label];
    if (value === undefined) continue;
    mapped[field] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return mapped;
}
