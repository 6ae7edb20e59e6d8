/**
 * Message catalogues (frontends/README.md "Messages"): each package (the kit, the shell, each
 * remote) keeps one JSON catalogue per language under `src/i18n/` and declares it once with
 * `defineCatalogue`, which answers that package's `useIntl()` and `<FormattedMessage>`. Their
 * names and call shapes are react-intl's, so eslint-plugin-formatjs and the catalogue check
 * (tooling/i18n) read them as they read react-intl; the runtime is FormatJS's own formatter,
 * intl-messageformat, without react-intl's provider and formatters: react-intl costs 6.8 KiB
 * compressed against 2.2 KiB, and the sign-in page had 0.4 KiB of its 130 KiB budget left.
 *
 * English is bundled with each package; another language loads when first needed, and a
 * component reading a catalogue not yet loaded suspends (the nearest Suspense shows
 * 'Loading...') rather than flashing English. The webpack build turns every message into
 * FormatJS's AST (frontends/messages-loader.js), so no ICU parser ships to the browser.
 */
import { createContext, Fragment, use, useContext, useMemo, type ReactNode } from 'react';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, type Locale } from '@portico/rules';
import { formatters, timeAgo, type DateInput, type Formatters } from './format';

/**
 * A catalogue file as the build hands it over (frontends/messages-loader.js): message id →
 * plain text, or FormatJS's AST of a message with arguments, plurals or tags.
 */
export type Messages = Record<string, string | MessageFormatElement[]>;

type Loaded = Messages | { default: Messages };
export type CatalogueFiles = { en: Messages } & Record<
  Exclude<Locale, 'en'>,
  () => Promise<Loaded>
>;

export interface MessageDescriptor {
  id: string;
  /** Never used at run time: the catalogue holds the words. For the reader of the code. */
  description?: string;
}

export type MessageValues = Record<string, PrimitiveType>;
export type RichValues = Record<
  string,
  ReactNode | PrimitiveType | ((chunks: ReactNode[]) => ReactNode)
>;

export interface Intl extends Formatters {
  locale: Locale;
  formatMessage(descriptor: MessageDescriptor, values?: MessageValues): string;
  /** '5s ago', '3 min ago', '2 hr ago', '4d ago' in English (docs/product.md §2), 'hace 3 min'. */
  formatTimeAgo(value: DateInput, now?: number): string;
}

/** The language the page is in; 'en' without a provider (component tests). */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** Declares message ids kept in code (tables, constants): `defineMessages({ x: { id } })`. */
export const defineMessages = <T extends Record<string, MessageDescriptor>>(messages: T): T =>
  messages;

const messagesOf = (loaded: Loaded): Messages =>
  'default' in loaded && typeof loaded.default === 'object' && !Array.isArray(loaded.default)
    ? (loaded.default as Messages)
    : (loaded as Messages);

export interface Catalogue {
  name: string;
  /** This package's messages in that language; suspends while they load. */
  useIntl(): Intl;
  FormattedMessage(props: MessageDescriptor & { values?: RichValues }): ReactNode;
  /** Loads the language's messages (the root provider waits for every catalogue it knows). */
  load(locale: Locale): Promise<void>;
  isLoaded(locale: Locale): boolean;
  /** One message as text, outside React. */
  message(locale: Locale, id: string, values?: MessageValues): string;
  /** What useIntl answers, outside React (a loaded language; English by default). */
  intl(locale?: Locale): Intl;
}

const catalogues = new Map<string, Catalogue>();

/**
 * IntlMessageFormat's constructor resolves its locale through Intl.NumberFormat's
 * supportedLocalesOf, for every message: a trace of the dashboards' first render on the
 * throttled phone of `make bench-pages` showed it as a fifth of the layout's render and 0.26 s
 * of the member dashboard's, and 70 ms even once (bench/README.md, "Pages"). A catalogue's
 * language is always one of the portal's own (@portico/rules' locales), which every browser's
 * Intl supports, and what it resolves to only names the message's locale (a message's AST is
 * formatted in `locales` as given): each is made once, without the lookup.
 */
const resolvedLocales = new Map<string, Intl.Locale>();
IntlMessageFormat.resolveLocale = (locales) => {
  const tag = Array.isArray(locales) ? locales[0]! : locales;
  let resolved = resolvedLocales.get(tag);
  if (!resolved) resolvedLocales.set(tag, (resolved = new Intl.Locale(tag)));
  return resolved;
};

/** Every catalogue declared so far (a remote's is declared when the remote loads). */
export const declaredCatalogues = (): Catalogue[] => [...catalogues.values()];

/** The kit's own catalogue holds the words every package's formatters share ("3 min ago"). */
const KIT = 'kit';

function intlFor(locale: Locale, message: Catalogue['message']): Intl {
  return {
    locale,
    ...formatters(locale),
    formatMessage: ({ id }, values) => message(locale, id, values),
    formatTimeAgo: (value, now) => {
      const { unit, count } = timeAgo(value, now);
      const kit = catalogues.get(KIT);
      const formatMessage = ({ id }: MessageDescriptor, values: MessageValues) =>
        kit ? kit.message(locale, id, values) : String(count);
      return formatMessage({ id: `time.ago.${unit}` }, { count });
    },
  };
}

export function defineCatalogue(name: string, files: CatalogueFiles): Catalogue {
  const existing = catalogues.get(name);
  if (existing) return existing;
  const loaded = new Map<Locale, Messages>([['en', files.en]]);
  const pending = new Map<Locale, Promise<void>>();
  const compiled = new Map<string, { format: IntlMessageFormat['format'] }>();

  const load = (locale: Locale): Promise<void> => {
    if (loaded.has(locale)) return Promise.resolve();
    let promise = pending.get(locale);
    if (!promise) {
      const loader = files[locale as Exclude<Locale, 'en'>];
      promise = loader().then((file) => {
        loaded.set(locale, messagesOf(file));
      });
      pending.set(locale, promise);
    }
    return promise;
  };

  /**
   * The message in the locale, else in English, else the id itself (the check prevents it). A
   * plain text (the build's form of a message with nothing to format) is itself.
   */
  const format = (locale: Locale, id: string): { format: IntlMessageFormat['format'] } | null => {
    const key = `${locale}\u0000${id}`;
    let message = compiled.get(key);
    if (!message) {
      const source = loaded.get(locale)?.[id] ?? files.en[id];
      if (source === undefined) return null;
      message =
        typeof source === 'string'
          ? { format: () => source }
          : new IntlMessageFormat(source, locale);
      compiled.set(key, message);
    }
    return message;
  };

  const useLocale = (): Locale => {
    const locale = useContext(LocaleContext);
    if (!loaded.has(locale)) use(load(locale));
    return locale;
  };

  const message = (locale: Locale, id: string, values?: MessageValues) =>
    String(format(locale, id)?.format(values) ?? id);

  const catalogue: Catalogue = {
    name,
    load,
    message,
    intl: (locale = DEFAULT_LOCALE) => intlFor(locale, message),
    isLoaded: (locale) => loaded.has(locale),
    useIntl() {
      const locale = useLocale();
      return useMemo(() => intlFor(locale, message), [locale]);
    },
    FormattedMessage({ id, values }) {
      const locale = useLocale();
      const parts = format(locale, id)?.format<ReactNode>(values as never) ?? id;
      if (!Array.isArray(parts)) return <>{parts}</>;
      return (
        <>
          {parts.map((part, index) => (
            <Fragment key={index}>{part}</Fragment>
          ))}
        </>
      );
    },
  };
  catalogues.set(name, catalogue);
  return catalogue;
}
