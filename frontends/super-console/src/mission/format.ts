/**
 * How Mission Control writes its figures, in the page's language, shared with the browser test
 * that checks the screen says what the API answered (which calls them without `numbers`: English,
 * as the page shows them to it). The words about alerts are in ./alertText.ts.
 */

/** What these need of the page's Intl (the console's catalogue's `useIntl()`). */
export interface Numbers {
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
}

const ENGLISH: Numbers = {
  formatNumber: (value, options) => new Intl.NumberFormat('en', options).format(value),
};

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

const fixed = (intl: Numbers, value: number, digits: number) =>
  intl.formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Decimal units, as storage quotas are sold: 1 KB = 1000 bytes. */
export function formatBytes(bytes: number, intl: Numbers = ENGLISH): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${fixed(intl, value, digits)} ${UNITS[unit]}`;
}

/** Share of the quota used, one decimal; null without a quota. */
export function storagePercent(
  usedBytes: number,
  quotaBytes: number | null,
  intl: Numbers = ENGLISH,
): string | null {
  if (!quotaBytes) return null;
  return `${fixed(intl, (usedBytes / quotaBytes) * 100, 1)} %`;
}

export const formatCount = (n: number, intl: Numbers = ENGLISH) => intl.formatNumber(n);

/** A time in the viewer's own time zone, as the charts' axes show it. */
export const formatTime = (iso: string, locale?: string) =>
  new Date(iso).toLocaleString(locale, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** Hours and minutes in the viewer's time zone ("14:02"); the browser's language without one. */
export const formatClock = (at: number | string, locale?: string) =>
  new Date(at).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });

/** A moment today as its clock time, an earlier one with its date. */
export function formatSince(iso: string, locale?: string, now = new Date()): string {
  return new Date(iso).toDateString() === now.toDateString()
    ? formatClock(iso, locale)
    : formatTime(iso, locale);
}
