/**
 * Which language the page speaks, stated once (@portico/rules resolveLocale over this page's
 * inputs): the I18nProvider resolves it with everything it knows (profile, tenant default,
 * this browser's stored choice, the browser's languages); the API client starts from what the
 * browser alone knows, until the provider tells it the page's language (api/client.ts sends it
 * as Accept-Language, so the gateway's error messages match the page).
 */
import { isLocale, resolveLocale, type Locale, type LocaleChoices } from '@portico/rules';

/** Where a choice made before signing in (or on a shared computer) is kept. */
export const LOCALE_STORAGE_KEY = 'portico.locale';

export function readStoredLocale(): Locale | null {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

/** The page's language: the person's choice (else this browser's), the tenant's, the browser's. */
export const pageLocale = ({ person, tenant }: Omit<LocaleChoices, 'preferred'> = {}): Locale =>
  resolveLocale({
    person: person ?? (typeof window === 'undefined' ? null : readStoredLocale()),
    tenant,
    preferred: browserLanguages(),
  });
