// The landing page's words (frontends/README.md "Messages").
import { defineCatalogue, defineMessages } from '@portico/frontend-kit';
import en from './en.json';

export const landingCatalogue = defineCatalogue('landing', { en, es: () => import('./es.json') });
export const { useIntl, FormattedMessage } = landingCatalogue;
export { defineMessages };
