// Two-factor setup's words: a catalogue of their own, loaded with the setup itself, which
// every page's kit chunk does not carry (security/LazyTwoFactorSetup.tsx).
import { defineCatalogue } from '../../../i18n/catalogue';
import en from './en.json';

export const twoFactorCatalogue = defineCatalogue('kit.twoFactor', {
  en,
  es: () => import('./es.json'),
});
