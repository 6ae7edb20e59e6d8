/**
 * Dates, numbers, money and "how long ago" in the page's language, through the browser's Intl
 * (no hand-made formats): every screen formats with these, from its package's `useIntl()`.
 */
import type { Locale } from '@portico/rules';

export type DateInput = Date | string | number;

const asDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));

/** The unit and amount of "how long ago" (docs/product.md §2 Recent Uploads: 5s, 3 min, 2 hr, 4d). */
export function timeAgo(
  value: DateInput,
  now = Date.now(),
): { unit: 'seconds' | 'minutes' | 'hours' | 'days'; count: number } {
  const seconds = Math.max(0, Math.round((now - asDate(value).getTime()) / 1000));
  if (seconds < 60) return { unit: 'seconds', count: seconds };
  if (seconds < 3600) return { unit: 'minutes', count: Math.floor(seconds / 60) };
  if (seconds < 86400) return { unit: 'hours', count: Math.floor(seconds / 3600) };
  return { unit: 'days', count: Math.floor(seconds / 86400) };
}

export interface Formatters {
  /** 27 Nov 2026 (medium date); options replace the default. */
  formatDate(value: DateInput, options?: Intl.DateTimeFormatOptions): string;
  /** 27 Nov 2026, 14:05 */
  formatDateTime(value: DateInput, options?: Intl.DateTimeFormatOptions): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  /** An amount in a currency (ISO 4217, e.g. 'USD'), as that language writes it. */
  formatCurrency(amount: number, currency: string, options?: Intl.NumberFormatOptions): string;
  /** Bytes in the largest unit that keeps the number at least 1 (KB, MB, GB). */
  formatBytes(bytes: number): string;
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let found = cache.get(key) as T | undefined;
  if (!found) {
    found = make();
    cache.set(key, found);
  }
  return found;
}

const dateFormat = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  cached(`d${locale}${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
const numberFormat = (locale: Locale, options: Intl.NumberFormatOptions) =>
  cached(`n${locale}${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

export function formatters(locale: Locale): Formatters {
  return {
    formatDate: (value, options = { dateStyle: 'medium' }) =>
      dateFormat(locale, options).format(asDate(value)),
    formatDateTime: (value, options = { dateStyle: 'medium', timeStyle: 'short' }) =>
      dateFormat(locale, options).format(asDate(value)),
    formatNumber: (value, options = {}) => numberFormat(locale, options).format(value),
    formatCurrency: (amount, currency, options = {}) =>
      numberFormat(locale, { style: 'currency', currency, ...options }).format(amount),
    formatBytes: (bytes) => {
      let unit = 0;
      let value = Math.max(0, bytes);
      while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
        value /= 1024;
        unit += 1;
      }
      return numberFormat(locale, {
        style: 'unit',
        unit: BYTE_UNITS[unit],
        unitDisplay: 'short',
        maximumFractionDigits: unit === 0 ? 0 : 1,
      }).format(value);
    },
  };
}
