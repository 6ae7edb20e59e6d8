/**
 * The languages Portico is written in, and which one a person reads: their own choice, else
 * their tenant's default, else the first of their browser's languages Portico has, else
 * English. The frontends pick the catalogue with it; the emails pick the template language.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language in its own words, for a language picker (never translated). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

export const LOCALE_MESSAGE = `Language must be one of: ${LOCALES.join(', ')}`;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * Portico's language for a BCP 47 tag as browsers send them (`es-MX`, `en_GB`, `ES`), or null
 * when Portico has none for it.
 */
export function supportedLocale(tag: string | null | undefined): Locale | null {
  const language = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : null;
}

export interface LocaleChoices {
  /** The person's own choice (Your Profile), null or empty when they made none. */
  person?: string | null;
  /** Their tenant's default language (Brand & Legal), null or empty when it has none. */
  tenant?: string | null;
  /** The browser's languages, most preferred first (`navigator.languages`, Accept-Language). */
  preferred?: readonly string[];
}

export function resolveLocale({ person, tenant, preferred = [] }: LocaleChoices): Locale {
  for (const candidate of [person, tenant, ...preferred]) {
    const locale = supportedLocale(candidate);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
