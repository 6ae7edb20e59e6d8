// Messages, languages and formats (frontends/README.md "Messages").
export {
  defineCatalogue,
  defineMessages,
  type Catalogue,
  type CatalogueFiles,
  type Intl,
  type MessageDescriptor,
  type MessageValues,
  type Messages,
  type RichValues,
} from './catalogue';
export { timeAgo, type DateInput, type Formatters } from './format';
export {
  I18nProvider,
  LOCALE_STORAGE_KEY,
  readStoredLocale,
  useLocaleChoice,
  useTenantDefaultLocale,
  type LocaleChoice,
} from './I18nProvider';
export { useKitIntl } from './kit';
