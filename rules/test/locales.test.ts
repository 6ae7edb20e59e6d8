/** Which language a person reads (issue 26): their choice, the tenant's, the browser's, English. */
import { isLocale, resolveLocale, supportedLocale } from '../src';

describe('the language a person reads', () => {
  it.each([
    [{ person: 'es', tenant: 'en', preferred: ['en-US'] }, 'es'],
    [{ person: null, tenant: 'es', preferred: ['en-US'] }, 'es'],
    [{ person: '', tenant: '', preferred: ['fr-FR', 'es-MX', 'en'] }, 'es'],
    [{ person: null, tenant: null, preferred: ['de', 'fr'] }, 'en'],
    [{}, 'en'],
    // A stored value Portico no longer has falls through to the next choice.
    [{ person: 'pt', tenant: 'es' }, 'es'],
  ])('%j reads %s', (choices, expected) => {
    expect(resolveLocale(choices)).toBe(expected);
  });

  it('takes a browser tag by its language, whatever its region or case', () => {
    expect(['es-MX', 'ES', 'en_GB', 'es-419'].map(supportedLocale)).toEqual([
      'es',
      'es',
      'en',
      'es',
    ]);
    expect(['fr', '', null, 'english'].map(supportedLocale)).toEqual([null, null, null, null]);
  });

  it('names only the languages with a complete catalogue', () => {
    expect(['en', 'es', 'fr', 'es-MX', 1].map(isLocale)).toEqual([true, true, false, false, false]);
  });
});
