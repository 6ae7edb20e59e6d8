/** Due days (issue 28 item 1): a calendar day, YYYY-MM-DD, that exists. */
import { invalid } from '@portico/kit';

export const NOT_A_DATE = 'The due date must be a date, like 2026-12-31';

/** The day as given, or null for none; anything else is refused with NOT_A_DATE. */
export function dueOnOf(raw: string, field = 'due_on'): string | null {
  const text = raw.trim();
  if (text === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw invalid(NOT_A_DATE, field);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-30 rolls over to March: not a day of the calendar.
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    throw invalid(NOT_A_DATE, field);
  return text;
}
