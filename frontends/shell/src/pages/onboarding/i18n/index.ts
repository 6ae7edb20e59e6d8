// Onboarding's words: a catalogue of their own, loaded with the onboarding page (sign-in, with
// its 130 KiB budget, never needs them).
import { defineCatalogue, defineMessages } from '@portico/frontend-kit';
import en from './en.json';

export const onboardingCatalogue = defineCatalogue('shell.onboarding', {
  en,
  es: () => import('./es.json'),
});
export const { useIntl, FormattedMessage } = onboardingCatalogue;
export { defineMessages };
export type { Intl } from '@portico/frontend-kit';
