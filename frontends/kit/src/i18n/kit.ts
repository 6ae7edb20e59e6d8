// The kit's own words: shared states (loading, close), "how long ago" and the screens' labels.
import { defineCatalogue } from './catalogue';
import en from './en.json';

export const kitCatalogue = defineCatalogue('kit', { en, es: () => import('./es.json') });
export const { useIntl: useKitIntl, FormattedMessage: KitMessage } = kitCatalogue;
