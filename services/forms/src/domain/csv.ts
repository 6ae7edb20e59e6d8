/**
 * Responses as CSV: Submitted At, User Email, then one column per question label. A cell that
 * a spreadsheet would read as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe, so opening the export never runs what a respondent typed.
 */
import { stringify } from 'csv-stringify/sync';
import type { FormRow, ResponseRow } from '../store/forms';

const FORMULA = /^[=+\-@\t\r]/;

export const safeCell = (value: string) => (FORMULA.test(value) ? `'${value}` : value);

function cellOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(String).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function responsesCsv(form: FormRow, responses: readonly ResponseRow[]) {
  const labels = form.questions.map((q) => q.label);
  const rows = responses.map((r) =>
    [r.created_at.toISOString(), r.user_email, ...labels.map((l) => cellOf(r.answers[l]))].map(
      safeCell,
    ),
  );
  const csv = stringify([['Submitted At', 'User Email', ...labels.map(safeCell)], ...rows]);
  const name =
    form.title
      .replace(/[^\w -]+/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'form';
  return { fileName: `${name}-responses.csv`, csv, rows: rows.length };
}
