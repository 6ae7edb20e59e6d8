/**
 * A package's messages as a person reads them (frontends/README.md "Messages"): arguments,
 * plurals, selects, numbers, dates and tags formatted in the page's language from the build's
 * ASTs (frontends/messages-loader.js compiles them here as webpack does).
 */
import { render, screen } from '@testing-library/react';
import { defineCatalogue } from '../src';
import { LocaleContext } from '../src/i18n/catalogue';
// The build's own compilation of a catalogue (plain text, or FormatJS's AST).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compileMessages } = require('../../messages-loader.js') as {
  compileMessages(messages: Record<string, string>, file: string): never;
};

const catalogue = defineCatalogue('catalogue-test', {
  en: compileMessages(
    {
      plain: 'Close',
      files: '{count, plural, one {# file} other {# files}} in {folder}',
      who: '{role, select, admin {An admin} other {A member}} invited you',
      due: 'Due {when, date, medium}',
      confirm: 'Please confirm <strong>{email}</strong> to keep access.',
    },
    'en.json',
  ),
  es: async () =>
    compileMessages(
      {
        plain: 'Cerrar',
        files: '{count, plural, one {# archivo} other {# archivos}} en {folder}',
        who: '{role, select, admin {Un administrador} other {Un miembro}} te invitó',
        due: 'Vence el {when, date, medium}',
        confirm: 'Confirma <strong>{email}</strong> para no perder el acceso.',
      },
      'es.json',
    ),
});

const due = new Date(2026, 10, 27, 12);

describe("a package's messages", () => {
  it('formats arguments, plurals, selects, numbers and dates in English', () => {
    const intl = catalogue.intl('en');
    expect(intl.formatMessage({ id: 'plain' })).toBe('Close');
    expect(intl.formatMessage({ id: 'files' }, { count: 1, folder: 'Tax' })).toBe('1 file in Tax');
    expect(intl.formatMessage({ id: 'files' }, { count: 1234, folder: 'Tax' })).toBe(
      '1,234 files in Tax',
    );
    expect(intl.formatMessage({ id: 'who' }, { role: 'admin' })).toBe('An admin invited you');
    expect(intl.formatMessage({ id: 'who' }, { role: 'client' })).toBe('A member invited you');
    expect(intl.formatMessage({ id: 'due' }, { when: due })).toBe('Due Nov 27, 2026');
  });

  it('formats the same messages as Spanish writes them once the language is loaded', async () => {
    await catalogue.load('es');
    const intl = catalogue.intl('es');
    expect(intl.formatMessage({ id: 'plain' })).toBe('Cerrar');
    expect(intl.formatMessage({ id: 'files' }, { count: 1, folder: 'IVA' })).toBe(
      '1 archivo en IVA',
    );
    expect(intl.formatMessage({ id: 'files' }, { count: 12345, folder: 'IVA' })).toBe(
      '12.345 archivos en IVA',
    );
    expect(intl.formatMessage({ id: 'who' }, { role: 'admin' })).toBe('Un administrador te invitó');
    expect(intl.formatMessage({ id: 'due' }, { when: due })).toBe('Vence el 27 nov 2026');
  });

  it('renders tags as the elements the component gives them', async () => {
    await catalogue.load('es');
    const strong = (chunks: React.ReactNode[]) => <strong>{chunks}</strong>;
    const { rerender } = render(
      <p>
        <catalogue.FormattedMessage id="confirm" values={{ email: 'ana@example.com', strong }} />
      </p>,
    );
    expect(screen.getByText('ana@example.com').tagName).toBe('STRONG');
    expect(screen.getByText(/to keep access/).textContent).toBe(
      'Please confirm ana@example.com to keep access.',
    );
    rerender(
      <LocaleContext.Provider value="es">
        <p>
          <catalogue.FormattedMessage id="confirm" values={{ email: 'ana@example.com', strong }} />
        </p>
      </LocaleContext.Provider>,
    );
    expect(screen.getByText(/para no perder/).textContent).toBe(
      'Confirma ana@example.com para no perder el acceso.',
    );
  });
});
