/**
 * The emails' words (and the tenant's Slack lines', `slack.*`, domain/slack.ts), in the
 * reader's language: one ICU catalogue per language beside this file (`i18n/en.json`,
 * `i18n/es.json`, explicit dotted ids, as the frontends keep theirs), formatted with FormatJS's
 * `@formatjs/intl`, so plurals, numbers and relative times come from `Intl` for that language.
 * A message missing or malformed throws: a test renders every template and Slack line in every
 * language (test/email-templates.test.ts), so none reaches a reader.
 */
import type { IntlShape } from '@formatjs/intl' with { 'resolution-mode': 'import' };
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@portico/rules';
import en from './i18n/en.json';
import es from './i18n/es.json';

// FormatJS ships ES modules only and this service runs as CommonJS: Node 20.19 and later load
// an ES module with require (jest compiles it, jest.config.js).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createIntl, createIntlCache } = require('@formatjs/intl') as typeof import(
  '@formatjs/intl',
  { with: { 'resolution-mode': 'import' } }
);

export type MessageId = keyof typeof en;

export const CATALOGUES: Record<Locale, Record<MessageId, string>> = { en, es };

const cache = createIntlCache();
const made = new Map<Locale, IntlShape<string>>();

/** The formatter of a language (an unknown one reads English). */
export function intlFor(locale: string | undefined): IntlShape<string> {
  const language: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let intl = made.get(language);
  if (!intl) {
    intl = createIntl(
      {
        locale: language,
        defaultLocale: DEFAULT_LOCALE,
        messages: CATALOGUES[language],
        onError: (error) => {
          throw error;
        },
      },
      cache,
    );
    made.set(language, intl);
  }
  return intl;
}

export { LOCALES };
