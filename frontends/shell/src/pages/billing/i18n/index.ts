// The sandbox checkout's words: a catalogue of its own, loaded with that page only.
import { defineCatalogue } from '@portico/frontend-kit';
import en from './en.json';

export const checkoutCatalogue = defineCatalogue('shell.checkout', {
  en,
  es: () => import('./es.json'),
});
export const { useIntl, FormattedMessage } = checkoutCatalogue;
