/**
 * The message catalogues' check (tooling/i18n, part of `npm run lint`), on packages written
 * for each case in a temporary folder: what it must refuse and what it must let through.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkFrontends, usedIds } from '../i18n/catalogues';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'catalogues-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A package `frontends/app` with these catalogues and source files. */
function app(catalogues: Record<string, Record<string, string>>, files: Record<string, string>) {
  const src = path.join(root, 'frontends', 'app', 'src');
  mkdirSync(path.join(src, 'i18n'), { recursive: true });
  for (const [locale, messages] of Object.entries(catalogues))
    writeFileSync(path.join(src, 'i18n', `${locale}.json`), JSON.stringify(messages));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(src, name), text);
  return checkFrontends(path.join(root, 'frontends'), ['en', 'es']).map((p) => p.message);
}

const page = `
  export function Page() {
    const intl = useIntl();
    return <p title={intl.formatMessage({ id: 'page.title' })}><FormattedMessage id="page.body" /></p>;
  }`;

it('passes a package whose languages match and whose code names exactly its ids', () => {
  expect(
    app(
      {
        en: { 'page.title': 'Files', 'page.body': '{count, plural, one {# file} other {# files}}' },
        es: {
          'page.title': 'Archivos',
          'page.body': '{count, plural, one {# archivo} other {# archivos}}',
        },
      },
      { 'Page.tsx': page },
    ),
  ).toEqual([]);
});

it('refuses a message missing from a language, and one only a translation has', () => {
  expect(
    app(
      {
        en: { 'page.title': 'Files', 'page.body': 'Hi' },
        es: { 'page.title': 'Archivos', 'page.extra': 'Sobra' },
      },
      { 'Page.tsx': page },
    ),
  ).toEqual(['page.body has no es message', 'page.extra is not in en.json']);
});

it('refuses a package without a catalogue for a language', () => {
  expect(app({ en: { 'page.title': 'Files', 'page.body': 'Hi' } }, { 'Page.tsx': page })).toEqual([
    'no es catalogue beside en.json',
  ]);
});

it('refuses an id the code names that the catalogue lacks, and an id no code names', () => {
  const problems = app(
    {
      en: { 'page.title': 'Files', 'page.unused': 'Old' },
      es: { 'page.title': 'Archivos', 'page.unused': 'Viejo' },
    },
    { 'Page.tsx': page },
  );
  expect(problems).toEqual([
    'names page.body, which en.json does not have',
    'page.unused is not used by the code',
  ]);
});

it('refuses a translation that drops or renames an argument, and a message that is not ICU', () => {
  expect(
    app(
      {
        en: { 'page.title': 'Hello {name}', 'page.body': 'Hi' },
        es: { 'page.title': 'Hola {nombre}', 'page.body': 'Hola {' },
      },
      { 'Page.tsx': page },
    ),
  ).toEqual([
    'page.title takes {nombre} where English takes {name}',
    expect.stringMatching(/^page\.body is not valid ICU/),
  ]);
});

it('reads ids from defineMessages, message components and ids built at run time', () => {
  const source = `
    const BANNERS = defineMessages({ created: { id: 'login.created' }, closed: { id: 'login.closed' } });
    const ago = intl.formatMessage({ id: \`time.ago.\${unit}\` }, { count });
    const busy = intl.formatMessage({ id: saving ? 'form.saving' : 'form.save' });
    const node = <KitMessage id="common.loading" />;
    const other = <Message id={'common.close'} />;
    const notAMessage = <input id="email" />;
  `;
  expect(usedIds('x.tsx', source).map((use) => String(use.id))).toEqual([
    'login.created',
    'login.closed',
    '/^time\\.ago\\.[^]+$/',
    'form.saving',
    'form.save',
    'common.loading',
    'common.close',
  ]);
  expect(
    app(
      {
        en: { 'time.ago.minutes': '{count} min ago', 'time.ago.days': '{count}d ago' },
        es: { 'time.ago.minutes': 'hace {count} min', 'time.ago.days': 'hace {count} d' },
      },
      { 'ago.ts': 'intl.formatMessage({ id: `time.ago.${unit}` }, { count });' },
    ),
  ).toEqual([]);
});

it("checks an area's own catalogue against the area's code, and the package's without it", () => {
  const src = path.join(root, 'frontends', 'app', 'src');
  mkdirSync(path.join(src, 'setup', 'i18n'), { recursive: true });
  writeFileSync(path.join(src, 'setup', 'i18n', 'en.json'), JSON.stringify({ 'setup.go': 'Go' }));
  writeFileSync(path.join(src, 'setup', 'i18n', 'es.json'), JSON.stringify({ 'setup.go': 'Ir' }));
  writeFileSync(
    path.join(src, 'setup', 'Setup.tsx'),
    "intl.formatMessage({ id: 'setup.go' }); intl.formatMessage({ id: 'page.title' });",
  );
  expect(
    app(
      {
        en: { 'page.title': 'Files', 'page.body': 'Hi' },
        es: { 'page.title': 'A', 'page.body': 'B' },
      },
      { 'Page.tsx': page },
    ),
  ).toEqual(['names page.title, which en.json does not have']);
});
