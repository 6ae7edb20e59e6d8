// The super console's words (frontends/README.md "Messages"): what a platform operator reads in
// the console, in English and Spanish.
import { defineCatalogue, defineMessages } from '@portico/frontend-kit';
import en from './en.json';

export const consoleCatalogue = defineCatalogue('super-console', {
  en,
  es: () => import('./es.json'),
});
export const { useIntl, FormattedMessage } = consoleCatalogue;
export { defineMessages };
export type { Intl } from '@portico/frontend-kit';
