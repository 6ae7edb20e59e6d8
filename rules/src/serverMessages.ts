/**
 * The words of the server's error bodies (`error`, each `fields` value) in the language a
 * person reads. Services and the gateway write their messages in English, where the rule lives;
 * the gateway translates them on the way out (services/gateway/src/http/errors.ts), so a
 * message is stated once in English and once in each other language, here.
 *
 * A catalogue maps the English message to its translation. A message with values in it is one
 * entry with `{name}` placeholders on both sides (`A conversation can have at most {n} people`):
 * the English side matches any value, which the translation repeats. A value is itself
 * translated when the catalogue knows it (a form's answer problem inside `"{label}": {problem}`).
 * `{field}` and `{type}` match one word only (a field's path, a JSON type). Codes, reasons and
 * field paths are never translated: clients key on them.
 */
import { DEFAULT_LOCALE, type Locale } from './locales';
import { ES_ACCESS_MESSAGES } from './serverMessagesEsAccess';
import { ES_BILLING_MESSAGES } from './serverMessagesEsBilling';
import { ES_CONTENT_MESSAGES } from './serverMessagesEsContent';
import { ES_MESSAGING_MESSAGES } from './serverMessagesEsMessaging';
import { ES_WORKSPACE_MESSAGES } from './serverMessagesEsWorkspace';

/** The languages the English messages are translated into. */
export type TranslatedLocale = Exclude<Locale, 'en'>;

/** English message (or pattern) to its translation. */
export type ServerMessageCatalogue = Readonly<Record<string, string>>;

/** Each language but English, by area of the product; no English message in two areas. */
export const SERVER_MESSAGE_CATALOGUES: Readonly<
  Record<TranslatedLocale, readonly ServerMessageCatalogue[]>
> = {
  es: [
    ES_ACCESS_MESSAGES,
    ES_WORKSPACE_MESSAGES,
    ES_BILLING_MESSAGES,
    ES_CONTENT_MESSAGES,
    ES_MESSAGING_MESSAGES,
  ],
};

const PLACEHOLDER = /\{(\w+)\}/g;
/** Placeholders that stand for one word: a field's path, a JSON type. */
const ONE_WORD = new Set(['field', 'type']);

interface Pattern {
  match: RegExp;
  names: string[];
  translation: string;
  /** The English words around the placeholders: the longer, the more specific. */
  literal: number;
}

interface Compiled {
  exact: Map<string, string>;
  patterns: Pattern[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(catalogues: readonly ServerMessageCatalogue[]): Compiled {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const catalogue of catalogues)
    for (const [english, translation] of Object.entries(catalogue)) {
      const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
      if (names.length === 0) {
        exact.set(english, translation);
        continue;
      }
      const parts = english.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
      const source = parts
        .map((part, i) =>
          i === 0
            ? escape(part)
            : `(${ONE_WORD.has(names[i - 1] ?? '') ? '\\S+?' : '.+?'})${escape(part)}`,
        )
        .join('');
      patterns.push({
        match: new RegExp(`^${source}$`, 's'),
        names,
        translation,
        literal: parts.join('').length,
      });
    }
  // The most specific first: `{field} must be a uuid` before `{field} must be a {type}`.
  patterns.sort((a, b) => b.literal - a.literal);
  return { exact, patterns };
}

const compiled = new Map<Locale, Compiled>();

function compiledFor(locale: TranslatedLocale): Compiled {
  let found = compiled.get(locale);
  if (!found) {
    found = compile(SERVER_MESSAGE_CATALOGUES[locale]);
    compiled.set(locale, found);
  }
  return found;
}

/** A number as English writes it with separators (`10,000`, `999,999.99`). */
const ENGLISH_NUMBER = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

/** `10,000` reads as ten in Spanish: such a value is written the language's way (`10.000`). */
function numberIn(value: string, locale: TranslatedLocale): string {
  const decimals = value.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Number(value.replace(/,/g, '')));
}

/** The translation of one message, or undefined when the catalogue has none. */
export function findServerMessage(
  message: string,
  locale: TranslatedLocale,
  depth = 0,
): string | undefined {
  const { exact, patterns } = compiledFor(locale);
  const direct = exact.get(message);
  if (direct !== undefined) return direct;
  for (const pattern of patterns) {
    const values = pattern.match.exec(message);
    if (!values) continue;
    const byName = new Map(pattern.names.map((name, i) => [name, values[i + 1]]));
    return pattern.translation.replace(PLACEHOLDER, (whole, name: string) => {
      const value = byName.get(name);
      if (value === undefined) return whole;
      if (ENGLISH_NUMBER.test(value)) return numberIn(value, locale);
      return (depth === 0 && findServerMessage(value, locale, depth + 1)) || value;
    });
  }
  return undefined;
}

/** A server message in the person's language; English (as written) when it has no translation. */
export function translateServerMessage(message: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return message;
  return findServerMessage(message, locale as TranslatedLocale) ?? message;
}
