/**
 * Dates, numbers, money and "how long ago" in the page's language (issue 26), through Intl
 * and the kit's messages; English keeps the product's forms (docs/product.md §2 Recent Uploads).
 */
import { kitCatalogue } from '../src/i18n/kit';

const now = Date.parse('2026-01-10T12:00:00Z');

describe('how long ago', () => {
  it.each([
    ['2026-01-10T11:59:55Z', '5s ago', 'hace 5 s'],
    ['2026-01-10T11:57:00Z', '3 min ago', 'hace 3 min'],
    ['2026-01-10T10:00:00Z', '2 hr ago', 'hace 2 h'],
    ['2026-01-06T12:00:00Z', '4d ago', 'hace 4 d'],
    // A clock a little ahead of the server's never says "in 2s".
    ['2026-01-10T12:00:02Z', '0s ago', 'hace 0 s'],
  ])('%s reads %s, and %s in Spanish', async (iso, english, spanish) => {
    await kitCatalogue.load('es');
    expect(kitCatalogue.intl('en').formatTimeAgo(iso, now)).toBe(english);
    expect(kitCatalogue.intl('es').formatTimeAgo(iso, now)).toBe(spanish);
  });
});

describe('dates, numbers and money', () => {
  const en = () => kitCatalogue.intl('en');
  const es = () => kitCatalogue.intl('es');
  beforeAll(() => kitCatalogue.load('es'));

  it('writes a date as each language does', () => {
    expect(en().formatDate('2026-11-27T10:00:00Z', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      'November 27, 2026',
    );
    expect(es().formatDate('2026-11-27T10:00:00Z', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '27 de noviembre de 2026',
    );
  });

  it('writes numbers, money and sizes as each language does', () => {
    expect(en().formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(es().formatNumber(1234567.5)).toBe('1.234.567,5');
    expect(en().formatCurrency(39, 'USD')).toBe('$39.00');
    // Intl puts a no-break space between the amount and the sign.
    expect(es().formatCurrency(39, 'EUR')).toBe('39,00\u00a0€');
    expect(en().formatBytes(1536)).toBe('1.5 kB');
    expect(en().formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(es().formatBytes(1536)).toBe('1,5 kB');
  });
});
