/**
 * The page's language (issue 26): the person's own choice (their profile, or the choice made
 * on this browser before signing in), else their tenant's default (the active tenant's config,
 * or the public branding of a tenant's sign-in page), else the browser's languages, else
 * English. Every declared catalogue is loaded in that language before the page shows it, so a
 * switch never shows a mix; `<html lang>` follows.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { DEFAULT_LOCALE, type Locale } from '@portico/rules';
import { useApi } from '../api/ApiProvider';
import { useAuth } from '../auth/AuthProvider';
import { useTenantBranding } from '../theme/TenantBrandingProvider';
import { declaredCatalogues, LocaleContext } from './catalogue';
import { LOCALE_STORAGE_KEY, pageLocale, readStoredLocale } from './pageLocale';

export { LOCALE_STORAGE_KEY, readStoredLocale };

function storeLocale(locale: Locale | null): void {
  try {
    if (locale) window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    else window.localStorage.removeItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
}

export interface LocaleChoice {
  locale: Locale;
  /** Saves the person's choice: on their profile when signed in, on this browser always. */
  choose(locale: Locale): Promise<void>;
  /** A signed-out page of a tenant (its sign-in, an invitation) names the tenant's default. */
  setTenantDefault(locale: Locale | null): void;
}

const LocaleChoiceContext = createContext<LocaleChoice>({
  locale: 'en',
  choose: async () => undefined,
  setTenantDefault: () => undefined,
});

export const useLocaleChoice = () => useContext(LocaleChoiceContext);

/** A signed-out page's tenant default language (public branding), while the page is shown. */
export function useTenantDefaultLocale(locale: Locale | null | undefined): void {
  const { setTenantDefault } = useLocaleChoice();
  useEffect(() => {
    setTenantDefault(locale ?? null);
    return () => setTenantDefault(null);
  }, [locale, setTenantDefault]);
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const { user, session, reload } = useAuth();
  const { config } = useTenantBranding();
  const [stored, setStored] = useState<Locale | null>(readStoredLocale);
  const [publicDefault, setTenantDefault] = useState<Locale | null>(null);
  const person = session ? user?.locale : null;
  const wanted = pageLocale({
    person: person ?? stored,
    tenant: config?.default_locale ?? publicDefault,
  });
  const ready = () => declaredCatalogues().every((catalogue) => catalogue.isLoaded(wanted));
  // The language shown: the wanted one once its catalogues are loaded (the previous one, or
  // nothing on the first paint, until then).
  const [shown, setShown] = useState<Locale | null>(() => (ready() ? wanted : null));

  useEffect(() => {
    let current = true;
    Promise.all(declaredCatalogues().map((catalogue) => catalogue.load(wanted))).then(
      () => current && setShown(wanted),
      // A language that cannot be fetched (offline, a deploy under way) leaves the page in the
      // one it had, or in English (always bundled), rather than blank.
      () => current && setShown((previous) => previous ?? DEFAULT_LOCALE),
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  useEffect(() => {
    if (shown) document.documentElement.lang = shown;
  }, [shown]);

  // The choice on the person's profile is kept on this browser too: the next visit's first
  // requests leave before anyone knows who is signed in (the shell's entry sends them with it).
  useEffect(() => {
    if (person) storeLocale(person);
  }, [person]);

  const choose = useCallback(
    async (locale: Locale) => {
      storeLocale(locale);
      setStored(locale);
      if (!session) return;
      await api.put('/api/profile', { body: { locale } });
      await reload();
    },
    [api, session, reload],
  );

  const locale = shown ?? wanted;
  // Set while rendering, before any screen below asks the gateway anything in this language
  // (their effects run before this component's): the same value each render, no state.
  api.setLocale(locale);
  const choice = useMemo(() => ({ locale, choose, setTenantDefault }), [locale, choose]);
  if (!shown) return null;
  return (
    <LocaleChoiceContext.Provider value={choice}>
      <LocaleContext.Provider value={shown}>{children}</LocaleContext.Provider>
    </LocaleChoiceContext.Provider>
  );
}
