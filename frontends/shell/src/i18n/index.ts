// The shell's words (frontends/README.md "Messages"): sign-in, sign-up, onboarding, the layouts.
import { defineCatalogue, defineMessages } from '@portico/frontend-kit';
import en from './en.json';

export const shellCatalogue = defineCatalogue('shell', { en, es: () => import('./es.json') });
export const { useIntl, FormattedMessage } = shellCatalogue;
export { defineMessages };
export type { Intl, MessageDescriptor } from '@portico/frontend-kit';
